import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_EPISODE } from './episode.errors.js';

/** The name write use cases announce episode changes under (ContentChanges); the keys are episode ids. */
export const EPISODE_AGGREGATE = 'episode';

/** What an episode is before the catalogue has given it an id. */
export interface EpisodeDraft {
  readonly number: number;
  readonly title: string;
  /** HTML as written in the back office: it may carry anything, so pages never show it as it is. */
  readonly description: string;
  /** `description` sanitized when the episode is written, so that a read serves it as it is stored. */
  readonly descriptionHtml: string;
  readonly audioUrl: string;
  readonly imageUrl: string;
  /** Display text such as "42:15" or "1:05:09". */
  readonly duration: string;
  /** The episode is public from this moment on: a later one is scheduled. */
  readonly publishedAt: Date;
  readonly featured: boolean;
}

export interface Episode extends EpisodeDraft {
  readonly id: number;
}

const DURATION_TEXT = /^(\d{1,2}:)?[0-5]?\d:[0-5]\d$/;

/** What a writer gives: the draft less what the catalogue derives (the HTML) or defaults. */
export type EpisodeInput = Omit<EpisodeDraft, 'descriptionHtml' | 'featured' | 'publishedAt'> & Partial<Pick<EpisodeDraft, 'featured' | 'publishedAt'>>;

/** Turns a description as written into HTML that is safe to put into a page. */
export type SanitizeDescription = (description: string) => string;

/**
 * Checks the catalogue's rules for a new or changed episode, normalises its text and sanitizes its
 * description (only a valid episode, and the description as stored, so the two never disagree).
 */
export function draftEpisode(input: EpisodeInput, sanitizeDescription: SanitizeDescription): EpisodeDraft {
  const title = input.title.trim();
  new FieldChecks(INVALID_EPISODE)
    .require(Number.isInteger(input.number) && input.number >= 1, 'number', 'The episode number must be a whole number of 1 or more.')
    .require(title.length > 0, 'title', 'The episode title is required.')
    .require(DURATION_TEXT.test(input.duration), 'duration', 'The duration must look like 42:15 or 1:05:09.')
    .require(input.audioUrl.trim().length > 0, 'audioUrl', 'The episode needs its audio.')
    .require(input.imageUrl.trim().length > 0, 'imageUrl', 'The episode needs a cover image.')
    .throwIfAny();
  const description = input.description.trim();
  return {
    ...input,
    title,
    description,
    descriptionHtml: sanitizeDescription(description),
    publishedAt: input.publishedAt ?? new Date(),
    featured: input.featured ?? false,
  };
}

/** Visitors see an episode from its `publishedAt` on: before that it is scheduled, and as absent as a missing one. */
export const isPublicAt = (episode: Pick<EpisodeDraft, 'publishedAt'>, now: Date): boolean => episode.publishedAt.getTime() <= now.getTime();

/** "42:15" under an hour, "1:05:09" above: the form podcast apps show. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The catalogue reads newest first: the highest episode number leads. */
export const newestFirst = (a: Pick<Episode, 'number' | 'id'>, b: Pick<Episode, 'number' | 'id'>): number => b.number - a.number || b.id - a.id;
