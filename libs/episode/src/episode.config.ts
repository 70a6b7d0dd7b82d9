import { audioUploadPolicy, configSlice, coverImageUploadPolicy, MEGABYTE, positiveWholeNumber, type UploadPolicy } from '@harmony/platform';

/** What the Episode Manager accepts as an episode's audio and its cover (formats sniffed from the bytes). */
export interface EpisodeUploadPolicies {
  readonly audio: UploadPolicy;
  readonly cover: UploadPolicy;
}

export interface EpisodeConfig {
  readonly uploads: EpisodeUploadPolicies;
}

/** The episode context's environment variables (README "Environment"). */
export const episodeConfig = configSlice(
  {
    // SPEC §5: "max 50MB". A long episode at a high bitrate may need more: raise it here.
    AUDIO_UPLOAD_MAX_MB: positiveWholeNumber('megabytes').default(50),
    COVER_UPLOAD_MAX_MB: positiveWholeNumber('megabytes').default(5),
  },
  (env): EpisodeConfig => ({
    uploads: { audio: audioUploadPolicy(env.AUDIO_UPLOAD_MAX_MB * MEGABYTE), cover: coverImageUploadPolicy(env.COVER_UPLOAD_MAX_MB * MEGABYTE) },
  }),
);

/** The DI token of the EpisodeUploadPolicies in force. */
export const EPISODE_UPLOAD_POLICIES = Symbol('EPISODE_UPLOAD_POLICIES');
