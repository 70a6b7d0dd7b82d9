import { Inject, Injectable, Optional } from '@nestjs/common';
import { MediaStorage, UnrecoverableJobError, type JobContext } from '@harmony/platform';
import { draftBlogPost, draftSocialPost, GeneratedContent, MediaRenders, transitionSocialPost, withConnectedPlatforms, type FailedMedium, type MediaKind, type MediaRenderDraft, type RunContent, type StoredRunContent } from '../domain/index.js';
import { AudioProbe, UnreadableAudio } from './audio-probe.js';
import { ContentWriter, type WrittenEpisodeContent } from './content-writer.js';
import { EpisodeCatalogue, type EpisodeFacts } from './episode-catalogue.js';
import { Transcriber } from './transcriber.js';
import { NewsletterDrafts } from './newsletter-drafts.js';
import { CONTENT_SETTINGS, type ContentSettings } from './content-settings.js';
import { RenderRunMedium } from './render-run-medium.js';
import { REEL_MAX_SECONDS, runMediaKeys } from './run-media.js';
import { FindConnectedPlatforms } from './publish-social-post.js';

/** One upload of an episode's audio to turn into content: the job's payload. */
export interface ProcessEpisodeAudioRequest {
  /** The upload's id: the job's, and the key that makes the run's content stored once. */
  readonly runId: string;
  readonly episodeId: number;
  /** The uploaded audio, as MediaStorage answered it. */
  readonly audioUrl: string;
}

/**
 * The job's result: SPEC "Content processing result", plus the video and the episode. A run whose words
 * are stored completes even when a medium failed to render: `failedMedia` names each, with its reason
 * (the job is "completed with failures"; the owner renders them again from their cards).
 */
export interface ProcessEpisodeAudioResult extends StoredRunContent {
  readonly episodeId: number;
  readonly failedMedia: readonly FailedMedium[];
}

/** The steps a person following the job reads, and how far along each starts. */
export const PIPELINE_STEPS = {
  probe: { percent: 5, stage: 'Reading the audio' },
  transcribe: { percent: 15, stage: 'Transcribing the audio' },
  write: { percent: 35, stage: 'Writing the blog post and social posts' },
  store: { percent: 45, stage: 'Saving the drafts' },
  quoteCard: { percent: 50, stage: 'Designing the quote card' },
  reel: { percent: 55, stage: 'Cutting the reel' },
  video: { percent: 65, stage: 'Rendering the video podcast' },
  done: { percent: 100, stage: 'Done' },
} as const;

const renderStep = { quote_card: 'quoteCard', reel: 'reel', video: 'video' } as const satisfies Record<MediaKind, keyof typeof PIPELINE_STEPS>;

/**
 * The content pipeline (issue 10): probe the uploaded audio (and record the episode's duration),
 * transcribe it, write a blog post draft, a social post for every platform × content type, a
 * video's description and a "new episode" newsletter draft (issue 25, kept by the audience context), store them in one transaction (posts submitted for review) with the media still
 * to render, then render the quote card, the reel and the video podcast (processing → ready).
 *
 * The words come first (issue 22): a medium that fails to render is marked failed with its reason
 * (RenderRunMedium) and the run goes on and completes, so no failed render loses a draft or a post.
 *
 * Idempotent by run: a retry or a re-run after a crash stores nothing twice (GeneratedContent.storeOnce)
 * and renders only the media still `rendering`, so a run always ends with exactly one set of results.
 */
@Injectable()
export class ProcessEpisodeAudio {
  constructor(
    private readonly episodes: EpisodeCatalogue,
    private readonly probe: AudioProbe,
    private readonly transcriber: Transcriber,
    private readonly writer: ContentWriter,
    private readonly content: GeneratedContent,
    private readonly media: MediaRenders,
    private readonly rendering: RenderRunMedium,
    private readonly storage: MediaStorage,
    private readonly newsletters: NewsletterDrafts,
    @Inject(CONTENT_SETTINGS) private readonly settings: ContentSettings,
    /** Issue 26: posts are also written for each platform with a connected account, within its limit. */
    @Optional() private readonly platforms?: FindConnectedPlatforms,
  ) {}

  /**
   * `job.signal` (a shutdown) stops the service calls and the renders: what was stored stays, and the next run
   * does what is missing.
   */
  async execute(request: ProcessEpisodeAudioRequest, job: Pick<JobContext, 'reportProgress' | 'signal'>): Promise<ProcessEpisodeAudioResult> {
    const { signal } = job;
    const step = (name: keyof typeof PIPELINE_STEPS) => job.reportProgress(PIPELINE_STEPS[name].percent, PIPELINE_STEPS[name].stage);
    const episode = await this.episodes.find(request.episodeId);
    if (!episode) throw new UnrecoverableJobError(`Episode ${request.episodeId} no longer exists, so its content cannot be generated.`);
    const audioPath = this.storage.localPathOf(request.audioUrl);
    if (!audioPath) throw new UnrecoverableJobError('The uploaded audio is not in the media storage any more. Please upload it again.');
    const keys = runMediaKeys(episode.id, request.runId);

    await step('probe');
    const audio = await this.probe.probe(audioPath).catch((error: unknown) => {
      throw error instanceof UnreadableAudio ? new UnrecoverableJobError(error.message) : error;
    });
    await this.episodes.recordDuration(episode.id, audio.durationSeconds);

    let stored = await this.content.findRun(request.runId);
    if (!stored) {
      await step('transcribe');
      const transcript = await this.transcriber.transcribe(audioPath, { signal });
      if (transcript?.segments.length) await this.episodes.recordTranscript(episode.id, transcript.segments);
      await step('write');
      const written = await this.writer.writeEpisodeContent({ episode, episodeUrl: this.settings.episodeUrl(episode.id), transcript }, { signal });
      await step('store');
      // Before the run's content: a retry after a crash between the two writes the draft again, which keeps the first.
      await this.newsletters.draftForEpisode(episode.id, written.newsletter);
      const reelStartSeconds = Math.min(written.pullQuoteStartSeconds ?? 0, Math.max(0, audio.durationSeconds - REEL_MAX_SECONDS));
      const connected = (await this.platforms?.execute()) ?? [];
      const forPlatforms = { ...written, socialPosts: withConnectedPlatforms(written.socialPosts, connected) };
      stored = await this.content.storeOnce(request.runId, this.runContent(episode, forPlatforms, { audioUrl: request.audioUrl, reelStartSeconds, keys }));
    }

    const failedMedia: FailedMedium[] = [];
    for (const medium of await this.media.ofRun(request.runId)) {
      let outcome = medium;
      if (medium.status === 'rendering') {
        await step(renderStep[medium.kind]);
        outcome = await this.rendering.render(medium, episode, signal);
      }
      if (outcome.status === 'failed') failedMedia.push({ id: outcome.id, kind: outcome.kind, reason: outcome.failureReason ?? '' });
    }
    await step('done');
    return { ...stored, episodeId: episode.id, failedMedia };
  }

  private runContent(episode: EpisodeFacts, written: WrittenEpisodeContent, run: { audioUrl: string; reelStartSeconds: number; keys: ReturnType<typeof runMediaKeys> }): RunContent {
    const url = (key: string) => this.storage.urlFor(key);
    const medium = (kind: MediaKind, key: string, startSeconds: number | null = null): MediaRenderDraft => ({ kind, url: url(key), audioUrl: run.audioUrl, quote: written.pullQuote, startSeconds });
    const quoteCard = medium('quote_card', run.keys.quoteCard);
    const reel = medium('reel', run.keys.reel, run.reelStartSeconds);
    const blogPost = draftBlogPost({ episodeId: episode.id, ...written.blogPost, imageUrl: episode.imageUrl });
    const socialPosts = written.socialPosts.map((post) => {
      const draft = draftSocialPost({
        episodeId: episode.id,
        platform: post.platform,
        contentType: post.contentType,
        content: post.content,
        imageUrl: post.contentType === 'text' ? null : quoteCard.url,
        videoUrl: post.contentType === 'reel' ? reel.url : null,
      });
      // Generated, then submitted for the owner's review (SPEC §9: stored draft; issue 10: pending_approval).
      return transitionSocialPost(draft, 'pending_approval');
    });
    return {
      blogPost,
      socialPosts,
      video: {
        episodeId: episode.id,
        title: `Episode ${episode.number}: ${episode.title}`,
        description: written.videoDescription,
        videoUrl: url(run.keys.video),
        thumbnailUrl: url(run.keys.thumbnail),
        status: 'processing',
        publishedAt: null,
      },
      media: [quoteCard, reel, medium('video', run.keys.video)],
    };
  }
}
