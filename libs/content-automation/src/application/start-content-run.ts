import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MediaStorage } from '@harmony/platform';
import { ContentEpisodeNotFound, ContentProcessingUnavailable } from '../domain/index.js';
import type { ContentJob } from './content-job.js';
import { ContentJobs } from './content-jobs.js';
import { EpisodeCatalogue } from './episode-catalogue.js';

/**
 * Starts a content run for an uploaded episode audio (POST /api/content/episode/{id}/process): one
 * job per upload. `checkBeforeUpload` runs before a byte of the upload is read.
 */
@Injectable()
export class StartContentRun {
  constructor(
    private readonly episodes: EpisodeCatalogue,
    private readonly jobs: ContentJobs,
    private readonly storage: MediaStorage,
  ) {}

  /** The episode exists (else 404) and the queue can take the job (else 503): no upload is read for nothing. */
  async checkBeforeUpload(episodeId: number): Promise<void> {
    if (!(await this.episodes.find(episodeId))) throw new ContentEpisodeNotFound(episodeId);
    if (!(await this.jobs.canStartRuns())) throw new ContentProcessingUnavailable();
  }

  /** Queues the run of a stored upload. If the queue fails now, the upload is removed: nothing is half-stored. */
  async start(episodeId: number, audioUrl: string): Promise<ContentJob> {
    try {
      return await this.jobs.startRun({ runId: randomUUID(), episodeId, audioUrl });
    } catch (error) {
      await this.storage.remove(audioUrl);
      throw error;
    }
  }
}
