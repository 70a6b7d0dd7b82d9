import { Injectable } from '@nestjs/common';
import { UnrecoverableJobError, type JobContext } from '@harmony/platform';
import { MediaRenders, type MediaRender } from '../domain/index.js';
import { EpisodeCatalogue } from './episode-catalogue.js';
import { RenderRunMedium } from './render-run-medium.js';

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
