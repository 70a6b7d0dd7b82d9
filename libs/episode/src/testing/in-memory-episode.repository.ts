import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, isPublicAt, newestFirst, type Episode, type EpisodeDraft } from '../domain/index.js';

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryEpisodeRepository extends EpisodeRepository {
  private readonly stored: Episode[] = [];

  private publicAt(now: Date): Episode[] {
    return this.stored.filter((episode) => isPublicAt(episode, now)).sort(newestFirst);
  }

  async findAll(page: PageRequest, now: Date): Promise<Page<Episode>> {
    const visible = this.publicAt(now);
    return pageOf(visible.slice(page.offset, page.offset + page.limit), visible.length, page);
  }

  async findFeatured(now: Date): Promise<Episode[]> {
    return this.publicAt(now).filter((episode) => episode.featured);
  }

  async findById(id: number, now: Date): Promise<Episode | null> {
    return this.publicAt(now).find((episode) => episode.id === id) ?? null;
  }

  async nextPublicationAfter(now: Date): Promise<Date | null> {
    const scheduled = this.stored.filter((episode) => !isPublicAt(episode, now)).map((episode) => episode.publishedAt.getTime());
    return scheduled.length ? new Date(Math.min(...scheduled)) : null;
  }

  async count(): Promise<number> {
    return this.stored.length;
  }

  async addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]> {
    const added = drafts.map((draft, index) => ({ ...draft, id: this.stored.length + index + 1 }));
    for (const episode of added) this.stored.push(episode);
    return added;
  }
}
