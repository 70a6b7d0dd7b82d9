import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { enqueueJob, JobQueue, MediaStorage, QueueUnavailableError } from '@harmony/platform';
import { ContentEpisodeNotFound, ContentProcessingUnavailable } from '../domain/index.js';
import { toContentJob, type ContentJob } from './content-job.js';
import { processEpisodeAudioJob } from './content-jobs.js';
import { EpisodeCatalogue } from './episode-catalogue.js';

/**
 * Starts a content run for an uploaded episode audio (POST /api/content/episode/{id}/process): one
 * job per upload. `checkBeforeUpload` runs before a byte of the upload is read.
 */
@Injectable()
export class StartContentRun {
  constructor(
    private readonly episodes: EpisodeCatalogue,
    private readonly queue: JobQueue,
    private readonly storage: MediaStorage,
  ) {}

  /** The episode exists (else 404) and the queue can take the job (else 503): no upload is read for nothing. */
  async checkBeforeUpload(episodeId: number): Promise<void> {
    if (!(await this.episodes.find(episodeId))) throw new ContentEpisodeNotFound(episodeId);
    if (!(await this.queue.isHealthy())) throw new ContentProcessingUnavailable();
  }

  /** Queues the run of a stored upload. If the queue fails now, the upload is removed: nothing is half-stored. */
  async start(episodeId: number, audioUrl: string): Promise<ContentJob> {
    try {
      const { id } = await enqueueJob(this.queue, processEpisodeAudioJob, { runId: randomUUID(), episodeId, audioUrl });
      const snapshot = await this.queue.getJob(id);
      const job = snapshot && toContentJob(snapshot);
      return job ?? { id, state: 'queued', progress: 0, step: 'Waiting for a worker', attemptsMade: 0, maxAttempts: 1, result: null, error: null };
    } catch (error) {
      await this.storage.remove(audioUrl);
      if (error instanceof QueueUnavailableError) throw new ContentProcessingUnavailable();
      throw error;
    }
  }
}
