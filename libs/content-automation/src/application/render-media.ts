import { Injectable } from '@nestjs/common';
import { enqueueJob, JobQueue, MediaStorage, QueueUnavailableError, UnrecoverableJobError, type JobContext } from '@harmony/platform';
import { ContentProcessingUnavailable, GeneratedContent, MediaAlreadyRendered, MediaRenderNotFound, MediaRenders, type MediaRender } from '../domain/index.js';
import { renderMediumJob } from './content-jobs.js';
import { EpisodeCatalogue, MediaRenderer, type EpisodeFacts } from './pipeline-ports.js';

/** The longest reel the networks take everywhere (issue 10: at most 60 s). */
export const REEL_MAX_SECONDS = 60;

/** Where a run's media are stored: one folder per run, so a re-run finds what it already rendered. */
export const runMediaKeys = (episodeId: number, runId: string) => {
  const folder = `content/episode-${episodeId}/${runId}`;
  return { quoteCard: `${folder}/quote-card.png`, reel: `${folder}/reel.mp4`, video: `${folder}/video-podcast.mp4`, thumbnail: `${folder}/thumbnail.jpg` };
};

const AUDIO_GONE = 'The uploaded audio is not in the media storage any more. Please upload it again.';

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'The render stopped without saying why.';

/**
 * Renders one of a run's media (quote card, reel, or video podcast with its thumbnail) from what its row
 * keeps and the episode as it is now, and records how it went: `ready` (the video podcast then `ready`
 * too), or `failed` with the reason a person reads on its card. A failure is not thrown: the run's words
 * are stored already, and the owner renders the medium again when the cause is fixed. A stop (the job's
 * signal) is thrown: the medium stays `rendering` and the job's next try renders it.
 *
 * Idempotent: a file already stored under the medium's key is not rendered again, and a medium no longer
 * `rendering` is not changed.
 */
@Injectable()
export class RenderRunMedium {
  constructor(
    private readonly renderer: MediaRenderer,
    private readonly content: GeneratedContent,
    private readonly media: MediaRenders,
    private readonly storage: MediaStorage,
  ) {}

  async render(medium: MediaRender, episode: EpisodeFacts, signal?: AbortSignal): Promise<MediaRender> {
    try {
      await this.renderFiles(medium, episode, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = reasonOf(error);
      await this.media.markFailed(medium.id, reason);
      return { ...medium, status: 'failed', failureReason: reason };
    }
    if (medium.kind === 'video') {
      const run = await this.content.findRun(medium.runId);
      if (run) await this.content.markVideoReady(run.videoPodcastId);
    }
    await this.media.markReady(medium.id);
    return { ...medium, status: 'ready', failureReason: null };
  }

  private async renderFiles(medium: MediaRender, episode: EpisodeFacts, signal: AbortSignal | undefined): Promise<void> {
    const keys = runMediaKeys(medium.episodeId, medium.runId);
    const coverPath = episode.imageUrl ? this.storage.localPathOf(episode.imageUrl) : null;
    const audioPath = () => this.storedAudioPath(medium.audioUrl);
    switch (medium.kind) {
      case 'quote_card':
        return this.renderOnce(keys.quoteCard, (outputPath) => this.renderer.renderQuoteCard({ coverPath, quote: medium.quote, episodeTitle: episode.title, outputPath, signal }));
      case 'reel': {
        const path = await audioPath();
        const startSeconds = medium.startSeconds ?? 0;
        return this.renderOnce(keys.reel, (outputPath) =>
          this.renderer.renderReel({ audioPath: path, coverPath, quote: medium.quote, startSeconds, maxSeconds: REEL_MAX_SECONDS, outputPath, signal }),
        );
      }
      case 'video': {
        const path = await audioPath();
        await this.renderOnce(keys.thumbnail, (outputPath) => this.renderer.renderThumbnail({ coverPath, title: episode.title, outputPath, signal }));
        return this.renderOnce(keys.video, (outputPath) => this.renderer.renderVideoPodcast({ audioPath: path, coverPath, title: episode.title, outputPath, signal }));
      }
    }
  }

  private async storedAudioPath(audioUrl: string): Promise<string> {
    const path = this.storage.localPathOf(audioUrl);
    if (!path || (await this.storage.sizeOf(audioUrl)) === null) throw new Error(AUDIO_GONE);
    return path;
  }

  /** Renders into a file the storage gives and stores it under `key`, unless an earlier try already stored it. */
  private async renderOnce(key: string, render: (outputPath: string) => Promise<void>): Promise<void> {
    if (await this.storage.exists(key)) return;
    await this.storage.saveWritten(key, render);
  }
}

/** The job that renders a failed medium again (`content.render-medium`): the handler only delegates here. */
@Injectable()
export class RenderMediumAgain {
  constructor(
    private readonly media: MediaRenders,
    private readonly episodes: EpisodeCatalogue,
    private readonly rendering: RenderRunMedium,
  ) {}

  /** A medium no longer `rendering` (rendered by an earlier try, or removed with its episode) is left as it is. */
  async execute({ mediaId }: { mediaId: number }, job: Pick<JobContext, 'signal'>): Promise<Pick<MediaRender, 'id' | 'status' | 'failureReason'> | null> {
    const medium = await this.media.findById(mediaId);
    if (!medium || medium.status !== 'rendering') return medium && { id: medium.id, status: medium.status, failureReason: medium.failureReason };
    const episode = await this.episodes.find(medium.episodeId);
    if (!episode) throw new UnrecoverableJobError(`Episode ${medium.episodeId} no longer exists, so its media cannot be rendered.`);
    const { id, status, failureReason } = await this.rendering.render(medium, episode, job.signal);
    return { id, status, failureReason };
  }
}

/**
 * "Render again" on a failed medium's card: the medium goes back to `rendering` and one job renders it
 * from the stored upload (no new upload). Asking while it renders again adds nothing; a medium that is
 * ready is refused (409). If the queue cannot take the job, the medium is failed again as it was (503).
 */
@Injectable()
export class RequestMediumRender {
  constructor(
    private readonly media: MediaRenders,
    private readonly queue: JobQueue,
  ) {}

  async execute(mediaId: number): Promise<MediaRender> {
    const medium = await this.media.findById(mediaId);
    if (!medium) throw new MediaRenderNotFound(mediaId);
    if (medium.status === 'ready') throw new MediaAlreadyRendered(mediaId, medium.kind);
    const moved = medium.status === 'failed' ? await this.media.renderAgain(mediaId) : null;
    if (!moved) return medium.status === 'rendering' ? medium : this.execute(mediaId);
    try {
      // One job per render asked for: a job kept from an earlier "Render again" does not swallow this one.
      await enqueueJob(this.queue, renderMediumJob, { mediaId, renders: moved.renders });
    } catch (error) {
      await this.media.markFailed(mediaId, medium.failureReason ?? 'The render could not be queued.');
      if (error instanceof QueueUnavailableError) throw new ContentProcessingUnavailable();
      throw error;
    }
    return moved;
  }
}

/** The renders of the media the cards show, looked up by the URLs they show them at, in one read per list. */
@Injectable()
export class FindShownMedia {
  constructor(private readonly media: MediaRenders) {}

  async of<T>(items: readonly T[], urlsOf: (item: T) => readonly (string | null)[]): Promise<(item: T) => MediaRender[]> {
    const shown = (item: T) => urlsOf(item).filter((url): url is string => url !== null);
    const byUrl = new Map((await this.media.atUrls(items.flatMap(shown))).map((medium) => [medium.url, medium]));
    return (item) => shown(item).flatMap((url) => byUrl.get(url) ?? []);
  }
}
