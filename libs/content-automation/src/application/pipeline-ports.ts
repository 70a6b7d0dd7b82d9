import type { SocialContentType, SocialPlatform } from '../domain/index.js';

/**
 * The ports the content pipeline works through (issue 10). Abstract classes, so each doubles as its
 * Nest DI token. Adapters live in `adapters/`; each port has an offline default that needs no network.
 */

/** What the pipeline knows of an episode, read through the episode context's public API. */
export interface EpisodeFacts {
  readonly id: number;
  readonly number: number;
  readonly title: string;
  /** The show notes as the owner wrote them: markdown (issue 23), or HTML from before then. Writers read them as plain text. */
  readonly description: string;
  /** Public media URL of the cover, or null when the episode has none yet. */
  readonly imageUrl: string | null;
}

/** An episode as the owner knows it: by its number and title (its id is the database's). */
export type EpisodeName = Pick<EpisodeFacts, 'id' | 'number' | 'title'>;

/** The episode context, as the pipeline needs it (never its internals). */
export abstract class EpisodeCatalogue {
  /** The episode with this id, scheduled or not, or null. */
  abstract find(episodeId: number): Promise<EpisodeFacts | null>;
  /** The episodes with these ids, scheduled or not, in one read (a list never asks per item); an id no episode has is left out. */
  abstract namesOf(episodeIds: readonly number[]): Promise<EpisodeName[]>;
  /** Stores the duration measured from the uploaded audio ("1:02:03", "42:10"). */
  abstract recordDuration(episodeId: number, durationSeconds: number): Promise<void>;
  /**
   * Stores the transcript's timed segments on the episode (its page shows them, the feed links them),
   * unless the episode has a transcript already: the owner's upload is never replaced. Whether it was stored.
   */
  abstract recordTranscript(episodeId: number, cues: readonly TranscriptSegment[]): Promise<boolean>;
}

/**
 * A render or a call to a service stops (rejecting) when its signal fires: the job's, aborted by a shutdown;
 * nothing half-made is kept. A transcription of an hour's audio or a long writing answer can take minutes.
 */
export interface Cancellable {
  readonly signal?: AbortSignal;
}

/** What probing the audio found. */
export interface AudioFacts {
  readonly durationSeconds: number;
  /** Bits per second, when the container states it. */
  readonly bitrate: number | null;
}

/** Reads an audio file's facts from its headers (music-metadata). Throws `UnreadableAudio` when it cannot. */
export abstract class AudioProbe {
  abstract probe(audioPath: string): Promise<AudioFacts>;
}

/** The audio could not be read as audio: no retry can help, so the job fails with this message. */
export class UnreadableAudio extends Error {
  constructor(message = 'The audio file could not be read. Please upload a playable audio file.') {
    super(message);
    this.name = 'UnreadableAudio';
  }
}

export interface TranscriptSegment {
  readonly startSeconds: number;
  readonly endSeconds: number;
  readonly text: string;
}

export interface Transcript {
  readonly text: string;
  /** Timed segments when the service gives them (a reel starts at the quote's segment). */
  readonly segments: readonly TranscriptSegment[];
}

/** Speech to text. The offline default answers null: no transcript, and the show notes are the source. */
export abstract class Transcriber {
  abstract transcribe(audioPath: string, options?: Cancellable): Promise<Transcript | null>;
}

/** What a writer works from. */
export interface WritingBrief {
  readonly episode: EpisodeFacts;
  /** Where the episode can be heard (absolute, for links in posts). */
  readonly episodeUrl: string;
  /** The transcript, or null (then the show notes, as plain text, are the source). */
  readonly transcript: Transcript | null;
}

export interface WrittenBlogPost {
  readonly title: string;
  readonly excerpt: string;
  /** Markdown keeping the draft rules (`blogContentProblem`): ≥ 600 characters, headings, key takeaways. */
  readonly content: string;
}

export interface WrittenSocialPost {
  readonly platform: SocialPlatform;
  readonly contentType: SocialContentType;
  /** Within the platform's limits (`checkPlatformText`). */
  readonly content: string;
}

export interface WrittenEpisodeContent {
  readonly blogPost: WrittenBlogPost;
  /** One per platform × content type (4 × 3), no two alike. */
  readonly socialPosts: readonly WrittenSocialPost[];
  /** A short line from the episode (≤ 140 characters) for the quote card and the reel. */
  readonly pullQuote: string;
  /** Where in the audio the pull quote is said, when a timed transcript shows it. */
  readonly pullQuoteStartSeconds: number | null;
  /** The video podcast's description. */
  readonly videoDescription: string;
}

/** Writes an episode's content. The offline default ranks the episode's own sentences (wink-nlp). */
export abstract class ContentWriter {
  abstract writeEpisodeContent(brief: WritingBrief, options?: Cancellable): Promise<WrittenEpisodeContent>;
  /**
   * `count` more social posts (1–20), spread over the platforms and content types, none equal to a
   * text in `existing` (what the episode already has) or to one another.
   */
  abstract writeSocialPosts(brief: WritingBrief, count: number, existing: readonly string[]): Promise<WrittenSocialPost[]>;
}

/** Renders the pipeline's media with ffmpeg (and an image library for the quote card). Paths are local files. */
export abstract class MediaRenderer {
  /** An MP4 (H.264 + AAC, 1280×720): the cover, a live waveform of the audio, and the audio. */
  abstract renderVideoPodcast(input: { audioPath: string; coverPath: string | null; title: string; outputPath: string } & Cancellable): Promise<void>;
  /** A 1080×1080 PNG: the cover and the pull quote. */
  abstract renderQuoteCard(input: { coverPath: string | null; quote: string; episodeTitle: string; outputPath: string } & Cancellable): Promise<void>;
  /** A vertical 1080×1920 MP4 of at most `maxSeconds` (≤ 60) from `startSeconds`: cover, quote, waveform, audio. */
  abstract renderReel(input: { audioPath: string; coverPath: string | null; quote: string; startSeconds: number; maxSeconds: number; outputPath: string } & Cancellable): Promise<void>;
  /** A still (JPEG, 1280×720) for the video's thumbnail. */
  abstract renderThumbnail(input: { coverPath: string | null; title: string; outputPath: string } & Cancellable): Promise<void>;
}
