import type { Page, PageRequest } from '@harmony/platform/domain';
import type { Episode, EpisodeDraft } from './episode.js';

/** The catalogue's storage. Lists come newest first (see `newestFirst`). */
export abstract class EpisodeRepository {
  /** One page of the catalogue (it grows with every release), with the catalogue's size. */
  abstract findAll(page: PageRequest): Promise<Page<Episode>>;
  abstract findFeatured(): Promise<Episode[]>;
  abstract findById(id: number): Promise<Episode | null>;
  abstract count(): Promise<number>;
  abstract addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]>;
}
