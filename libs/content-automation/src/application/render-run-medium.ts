import { Injectable } from '@nestjs/common';
import { MediaStorage } from '@harmony/platform';
import { GeneratedContent, MediaRenders, type MediaRender } from '../domain/index.js';
import type { EpisodeFacts } from './episode-catalogue.js';
import { MediaRenderer } from './media-renderer.js';
import { REEL_MAX_SECONDS, runMediaKeys } from './run-media.js';

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
