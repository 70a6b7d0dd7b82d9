import { Injectable } from '@nestjs/common';
import { MediaStorage } from '@harmony/platform';
import { MediaRenders } from '../domain/index.js';
import { ContentJobs } from './content-jobs.js';

/** Where an episode's uploaded audio is stored: MediaUploads adds `-{random}.{extension}`. */
export const uploadedAudioKeyPrefix = (episodeId: number): string => `content/episode-${episodeId}/upload`;
const UPLOADED_AUDIO = /\/content\/episode-\d+\/upload-[^/]+$/;

/**
 * An upload is queued within milliseconds of being stored; one written more recently than this may still be
 * on its way to its job (in another API process), so it is never taken for an orphan.
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/**
 * Removes the uploaded audio nothing will read again (issue 22): no job the queue keeps refers to it (waiting,
 * running, or finished and still shown), and no medium of a stored run may be rendered from it. An upload
 * whose job was lost (queued in memory before the queue kept its jobs, or a crash between storing and
 * queuing) is such an orphan. Run at start.
 */
@Injectable()
export class RemoveOrphanedUploads {
  constructor(
    private readonly storage: MediaStorage,
    private readonly jobs: ContentJobs,
    private readonly media: MediaRenders,
  ) {}

  /** The URLs removed. */
  async execute(now = Date.now()): Promise<string[]> {
    // Listed before the references are read: an upload queued in between is younger than the grace.
    const uploads = (await this.storage.list('content')).filter(({ url }) => UPLOADED_AUDIO.test(url));
    if (uploads.length === 0) return [];
    const inUse = new Set([...(await this.jobs.uploadsOfKeptRuns()), ...(await this.media.audioUrls())]);
    const orphans = uploads.filter(({ url, writtenAt }) => !inUse.has(url) && now - writtenAt >= ORPHAN_GRACE_MS).map(({ url }) => url);
    for (const url of orphans) await this.storage.remove(url);
    return orphans;
  }
}
