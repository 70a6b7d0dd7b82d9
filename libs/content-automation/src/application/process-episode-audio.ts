import { Inject, Injectable } from '@nestjs/common';
import { MediaStorage, UnrecoverableJobError, type JobContext } from '@harmony/platform';
import { draftBlogPost, draftSocialPost, GeneratedContent, transitionSocialPost, type RunContent, type StoredRunContent } from '../domain/index.js';
import { AudioProbe, ContentWriter, EpisodeCatalogue, MediaRenderer, Transcriber, UnreadableAudio, type EpisodeFacts, type WrittenEpisodeContent } from './pipeline-ports.js';
import { CONTENT_SETTINGS, type ContentSettings } from './content-settings.js';

/** One upload of an episode's audio to turn into content: the job's payload. */
export interface ProcessEpisodeAudioRequest {
  /** The upload's id: the job's, and the key that makes the run's content stored once. */
  readonly runId: string;
  readonly episodeId: number;
  /** The uploaded audio, as MediaStorage answered it. */
  readonly audioUrl: string;
}

/** The job's result: SPEC "Content processing result", plus the video and the episode. */
export interface ProcessEpisodeAudioResult extends StoredRunContent {
  readonly episodeId: number;
}

/** The steps a person following the job reads, and how far along each starts. */
export const PIPELINE_STEPS = {
  probe: { percent: 5, stage: 'Reading the audio' },
  transcribe: { percent: 15, stage: 'Transcribing the audio' },
  write: { percent: 35, stage: 'Writing the blog post and social posts' },
  quoteCard: { percent: 45, stage: 'Designing the quote card' },
  reel: { percent: 50, stage: 'Cutting the reel' },
  store: { percent: 60, stage: 'Saving the drafts' },
  video: { percent: 65, stage: 'Rendering the video podcast' },
  done: { percent: 100, stage: 'Done' },
} as const;

/** The longest reel the networks take everywhere (issue 10: at most 60 s). */
export const REEL_MAX_SECONDS = 60;

/** Where a run's media are stored: one folder per run, so a re-run finds what it already rendered. */
export const runMediaKeys = (episodeId: number, runId: string) => {
  const folder = `content/episode-${episodeId}/${runId}`;
  return { quoteCard: `${folder}/quote-card.png`, reel: `${folder}/reel.mp4`, video: `${folder}/video-podcast.mp4`, thumbnail: `${folder}/thumbnail.jpg` };
};

/**
 * The content pipeline (issue 10): probe the uploaded audio (and record the episode's duration),
 * transcribe it, write a blog post draft, a social post for every platform × content type and a
 * video's description, render the quote card and cut the reel, store the drafts in one transaction
 * (posts submitted for review), then render the video podcast (processing → ready).
 *
 * Idempotent by run: a retry or a re-run after a crash stores nothing twice (GeneratedContent.storeOnce)
 * and renders only what is not stored yet, so a run always ends with exactly one set of results.
 */
@Injectable()
export class ProcessEpisodeAudio {
  constructor(
    private readonly episodes: EpisodeCatalogue,
    private readonly probe: AudioProbe,
    private readonly transcriber: Transcriber,
    private readonly writer: ContentWriter,
    private readonly renderer: MediaRenderer,
    private readonly content: GeneratedContent,
    private readonly storage: MediaStorage,
    @Inject(CONTENT_SETTINGS) private readonly settings: ContentSettings,
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
    const coverPath = episode.imageUrl ? this.storage.localPathOf(episode.imageUrl) : null;
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
      // The post media before the posts: a post is never shown to the owner with media still to come.
      await step('quoteCard');
      const quoteCardUrl = await this.renderOnce(keys.quoteCard, (outputPath) =>
        this.renderer.renderQuoteCard({ coverPath, quote: written.pullQuote, episodeTitle: episode.title, outputPath, signal }),
      );
      await step('reel');
      const startSeconds = Math.min(written.pullQuoteStartSeconds ?? 0, Math.max(0, audio.durationSeconds - REEL_MAX_SECONDS));
      const reelUrl = await this.renderOnce(keys.reel, (outputPath) =>
        this.renderer.renderReel({ audioPath, coverPath, quote: written.pullQuote, startSeconds, maxSeconds: REEL_MAX_SECONDS, outputPath, signal }),
      );
      await step('store');
      stored = await this.content.storeOnce(request.runId, this.runContent(episode, written, { quoteCardUrl, reelUrl, keys }));
    }

    await step('video');
    await this.renderOnce(keys.thumbnail, (outputPath) => this.renderer.renderThumbnail({ coverPath, title: episode.title, outputPath, signal }));
    await this.renderOnce(keys.video, (outputPath) => this.renderer.renderVideoPodcast({ audioPath, coverPath, title: episode.title, outputPath, signal }));
    await this.content.markVideoReady(stored.videoPodcastId);
    await step('done');
    return { ...stored, episodeId: episode.id };
  }

  private runContent(episode: EpisodeFacts, written: WrittenEpisodeContent, media: { quoteCardUrl: string; reelUrl: string; keys: ReturnType<typeof runMediaKeys> }): RunContent {
    const blogPost = draftBlogPost({ episodeId: episode.id, ...written.blogPost, imageUrl: episode.imageUrl });
    const socialPosts = written.socialPosts.map((post) => {
      const draft = draftSocialPost({
        episodeId: episode.id,
        platform: post.platform,
        contentType: post.contentType,
        content: post.content,
        imageUrl: post.contentType === 'text' ? null : media.quoteCardUrl,
        videoUrl: post.contentType === 'reel' ? media.reelUrl : null,
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
        videoUrl: this.storage.urlFor(media.keys.video),
        thumbnailUrl: this.storage.urlFor(media.keys.thumbnail),
        status: 'processing',
        publishedAt: null,
      },
    };
  }

  /** Renders into a file the storage gives and stores it under `key`, unless an earlier try already stored it. */
  private async renderOnce(key: string, render: (outputPath: string) => Promise<void>): Promise<string> {
    if (await this.storage.exists(key)) return this.storage.urlFor(key);
    return this.storage.saveWritten(key, render);
  }
}
