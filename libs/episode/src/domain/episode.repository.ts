import type { Page, PageRequest } from '@harmony/platform/domain';
import type { Episode, EpisodeDraft } from './episode.js';

/**
 * The catalogue's storage. Lists come newest first (see `newestFirst`). The `find…` reads answer what is
 * public at `now` (see `isPublicAt`): a scheduled episode is absent from them until its time.
 */
export abstract class EpisodeRepository {
  /** One page of the public catalogue (it grows with every release), with the public catalogue's size. */
  abstract findAll(page: PageRequest, now: Date): Promise<Page<Episode>>;
  abstract findFeatured(now: Date): Promise<Episode[]>;
  abstract findById(id: number, now: Date): Promise<Episode | null>;
  /** When the next scheduled episode becomes public (the earliest `publishedAt` after `now`), or null. */
  abstract nextPublicationAfter(now: Date): Promise<Date | null>;
  /** Every episode, scheduled ones too. */
  abstract count(): Promise<number>;
  abstract addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]>;
}
