import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, newestFirst, type Episode, type EpisodeDraft } from '../domain/index.js';

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryEpisodeRepository extends EpisodeRepository {
  private readonly stored: Episode[] = [];

  async findAll(page: PageRequest): Promise<Page<Episode>> {
    const all = [...this.stored].sort(newestFirst);
    return pageOf(all.slice(page.offset, page.offset + page.limit), all.length, page);
  }

  async findFeatured(): Promise<Episode[]> {
    return [...this.stored].sort(newestFirst).filter((episode) => episode.featured);
  }

  async findById(id: number): Promise<Episode | null> {
    return this.stored.find((episode) => episode.id === id) ?? null;
  }

  async count(): Promise<number> {
    return this.stored.length;
  }

  async addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]> {
    const added = drafts.map((draft) => ({ ...draft, id: this.stored.length + 1 }));
    for (const episode of added) this.stored.push(episode);
    return added;
  }
}
