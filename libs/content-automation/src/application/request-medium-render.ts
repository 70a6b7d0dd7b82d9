import { Injectable } from '@nestjs/common';
import { MediaAlreadyRendered, MediaRenderNotFound, MediaRenders, type MediaRender } from '../domain/index.js';
import { ContentJobs } from './content-jobs.js';

/**
 * "Render again" on a failed medium's card: the medium goes back to `rendering` and one job renders it
 * from the stored upload (no new upload). Asking while it renders again adds nothing; a medium that is
 * ready is refused (409). If the queue cannot take the job, the medium is failed again as it was (503).
 */
@Injectable()
export class RequestMediumRender {
  constructor(
    private readonly media: MediaRenders,
    private readonly jobs: ContentJobs,
  ) {}

  async execute(mediaId: number): Promise<MediaRender> {
    const medium = await this.media.findById(mediaId);
    if (!medium) throw new MediaRenderNotFound(mediaId);
    if (medium.status === 'ready') throw new MediaAlreadyRendered(mediaId, medium.kind);
    const moved = medium.status === 'failed' ? await this.media.renderAgain(mediaId) : null;
    if (!moved) return medium.status === 'rendering' ? medium : this.execute(mediaId);
    try {
      // One job per render asked for: a job kept from an earlier "Render again" does not swallow this one.
      await this.jobs.renderMedium(mediaId, moved.renders);
    } catch (error) {
      await this.media.markFailed(mediaId, medium.failureReason ?? 'The render could not be queued.');
      throw error;
    }
    return moved;
  }
}
