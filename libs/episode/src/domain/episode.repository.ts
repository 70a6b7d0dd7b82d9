import type { Episode, EpisodeDraft } from './episode.js';

/** The catalogue's storage. Lists come newest first (see `newestFirst`). */
export abstract class EpisodeRepository {
  abstract findAll(): Promise<Episode[]>;
  abstract findFeatured(): Promise<Episode[]>;
  abstract findById(id: number): Promise<Episode | null>;
  abstract count(): Promise<number>;
  abstract addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]>;
}
