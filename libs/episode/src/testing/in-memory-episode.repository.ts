import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import {
  EpisodeNumberTaken,
  EpisodeRepository,
  hasMedia,
  isPublicAt,
  matchesFilter,
  NO_TRANSCRIPT_OR_CHAPTERS,
  newestFirst,
  type Episode,
  type EpisodeDraft,
  type EpisodeFilter,
  type PublicEpisode,
  type StoredChapters,
  type StoredTranscript,
  type TranscriptAndChapters,
} from '../domain/index.js';

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryEpisodeRepository extends EpisodeRepository {
  private readonly stored: Episode[] = [];
  private lastId = 0;
  private readonly companions = new Map<number, TranscriptAndChapters>();

  private publicAt(now: Date): PublicEpisode[] {
    return this.stored.filter((episode): episode is PublicEpisode => isPublicAt(episode, now)).sort(newestFirst);
  }

  async findAll(page: PageRequest, now: Date): Promise<Page<PublicEpisode>> {
    const visible = this.publicAt(now);
    return pageOf(visible.slice(page.offset, page.offset + page.limit), visible.length, page);
  }

  async findFeatured(now: Date): Promise<PublicEpisode[]> {
    return this.publicAt(now).filter((episode) => episode.featured);
  }

  async findById(id: number, now: Date): Promise<PublicEpisode | null> {
    return this.publicAt(now).find((episode) => episode.id === id) ?? null;
  }

  async nextPublicationAfter(now: Date): Promise<Date | null> {
    const scheduled = this.stored.filter((episode) => hasMedia(episode) && episode.publishedAt > now).map((episode) => episode.publishedAt.getTime());
    return scheduled.length ? new Date(Math.min(...scheduled)) : null;
  }

  async count(): Promise<number> {
    return this.stored.length;
  }

  async listEvery(page: PageRequest, filter: EpisodeFilter = {}): Promise<Page<Episode>> {
    const every = this.stored.filter((episode) => matchesFilter(episode, filter)).sort(newestFirst);
    return pageOf(every.slice(page.offset, page.offset + page.limit), every.length, page);
  }

  async getAny(id: number): Promise<Episode | null> {
    return this.stored.find((episode) => episode.id === id) ?? null;
  }

  async withNumber(episodeNumber: number): Promise<Episode | null> {
    return this.stored.find((episode) => episode.number === episodeNumber) ?? null;
  }

  async addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]> {
    // All or nothing, like the database's transaction: check every number before adding any.
    const numbers = new Set(this.stored.map((episode) => episode.number));
    for (const draft of drafts) {
      if (numbers.has(draft.number)) throw new EpisodeNumberTaken(draft.number);
      numbers.add(draft.number);
    }
    const added = drafts.map((draft) => ({ ...draft, id: (this.lastId += 1), transcriptUrl: null, chaptersUrl: null }));
    this.stored.push(...added);
    return added;
  }

  async update(episode: Episode): Promise<Episode | null> {
    const index = this.stored.findIndex((stored) => stored.id === episode.id);
    if (index < 0) return null;
    if (this.stored.some((stored) => stored.number === episode.number && stored.id !== episode.id)) throw new EpisodeNumberTaken(episode.number);
    // As the database does: the companion files keep what their own writes stored.
    const { transcriptUrl, chaptersUrl } = this.stored[index] as Episode;
    this.stored[index] = { ...episode, transcriptUrl, chaptersUrl };
    return { ...episode };
  }

  async transcriptAndChapters(id: number): Promise<TranscriptAndChapters | null> {
    return this.stored.some((episode) => episode.id === id) ? (this.companions.get(id) ?? NO_TRANSCRIPT_OR_CHAPTERS) : null;
  }

  async storeTranscript(id: number, stored: StoredTranscript | null): Promise<boolean> {
    return this.storeCompanion(id, { transcriptUrl: stored?.url ?? null }, { transcript: stored?.transcript ?? null });
  }

  async storeChapters(id: number, stored: StoredChapters | null): Promise<boolean> {
    return this.storeCompanion(id, { chaptersUrl: stored?.url ?? null }, { chapters: stored?.chapters ?? null });
  }

  private storeCompanion(id: number, url: Partial<Episode>, content: Partial<TranscriptAndChapters>): boolean {
    const index = this.stored.findIndex((stored) => stored.id === id);
    if (index < 0) return false;
    this.stored[index] = { ...(this.stored[index] as Episode), ...url };
    this.companions.set(id, { ...(this.companions.get(id) ?? NO_TRANSCRIPT_OR_CHAPTERS), ...content });
    return true;
  }

  async remove(id: number): Promise<boolean> {
    const index = this.stored.findIndex((episode) => episode.id === id);
    if (index >= 0) this.stored.splice(index, 1);
    return index >= 0;
  }
}
