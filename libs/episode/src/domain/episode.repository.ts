import type { Page, PageRequest } from '@harmony/platform/domain';
import type { Chapter } from './chapters.js';
import type { Episode, EpisodeDraft, PublicEpisode, TranscriptAndChapters } from './episode.js';
import type { Transcript } from './transcript.js';

/** A companion file as stored: its public URL and what it holds, parsed. */
export interface StoredTranscript {
  readonly url: string;
  readonly transcript: Transcript;
}
export interface StoredChapters {
  readonly url: string;
  readonly chapters: readonly Chapter[];
}

/**
 * Which episodes the owner's list holds (the content screens' episode picker): `search` keeps those whose
 * title contains it, in any case, or whose number starts with it (typing "1" offers 1, 10, 12…); `number`
 * keeps the one with that number (an address's ?episode=12); `ids` keeps those with one of these ids (the
 * episodes a list of generated posts is about, read at once). Absent, no condition.
 */
export interface EpisodeFilter {
  readonly search?: string;
  readonly number?: number;
  readonly ids?: readonly number[];
}

/** Whether an episode passes the filter: the rule the storage adapters implement in their own query language. */
export function matchesFilter(episode: Pick<Episode, 'id' | 'number' | 'title'>, { search, number, ids }: EpisodeFilter): boolean {
  if (ids !== undefined && !ids.includes(episode.id)) return false;
  if (number !== undefined && episode.number !== number) return false;
  if (search === undefined) return true;
  return episode.title.toLowerCase().includes(search.toLowerCase()) || String(episode.number).startsWith(search);
}

/**
 * The catalogue's storage. Lists come newest first (see `newestFirst`). The `find…` reads answer what is
 * public at `now` (see `isPublicAt`): a scheduled episode, or one without its audio or cover, is absent
 * from them. The owner's reads (`listEvery`, `getAny`, `withNumber`) see every episode.
 * Episode numbers are unique: a write that would repeat one throws EpisodeNumberTaken.
 */
export abstract class EpisodeRepository {
  /** One page of the public catalogue (it grows with every release), with the public catalogue's size. */
  abstract findAll(page: PageRequest, now: Date): Promise<Page<PublicEpisode>>;
  abstract findFeatured(now: Date): Promise<PublicEpisode[]>;
  abstract findById(id: number, now: Date): Promise<PublicEpisode | null>;
  /** When the next scheduled episode becomes public (the earliest `publishedAt` after `now` of one with its media), or null. */
  abstract nextPublicationAfter(now: Date): Promise<Date | null>;
  /** Every episode, scheduled ones too. */
  abstract count(): Promise<number>;
  /** One page of every episode, scheduled and incomplete ones too, with their number; only those the filter keeps. */
  abstract listEvery(page: PageRequest, filter?: EpisodeFilter): Promise<Page<Episode>>;
  /** One episode whatever its state, or null. */
  abstract getAny(id: number): Promise<Episode | null>;
  /** The episode with this number, whatever its state, or null. */
  abstract withNumber(episodeNumber: number): Promise<Episode | null>;
  abstract addAll(drafts: readonly EpisodeDraft[]): Promise<Episode[]>;
  /** Stores the episode as given, but for its companion files (see storeTranscript, storeChapters); null when no episode has its id (any more). */
  abstract update(episode: Episode): Promise<Episode | null>;
  /** The episode's transcript and chapters (whatever its state), or null when there is no such episode. */
  abstract transcriptAndChapters(id: number): Promise<TranscriptAndChapters | null>;
  /** Sets (null: removes) the episode's transcript, its URL and cues together; false when there is no such episode. */
  abstract storeTranscript(id: number, transcript: StoredTranscript | null): Promise<boolean>;
  /** Sets (null: removes) the episode's chapters, their URL and list together; false when there is no such episode. */
  abstract storeChapters(id: number, chapters: StoredChapters | null): Promise<boolean>;
  /** Whether there was such an episode to remove. */
  abstract remove(id: number): Promise<boolean>;
}
