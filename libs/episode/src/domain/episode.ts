import { InvalidEpisode } from './episode.errors.js';

/** What an episode is before the catalogue has given it an id. */
export interface EpisodeDraft {
  readonly number: number;
  readonly title: string;
  /** May contain HTML; it is sanitized where it is rendered. */
  readonly description: string;
  readonly audioUrl: string;
  readonly imageUrl: string;
  /** Display text such as "42:15" or "1:05:09". */
  readonly duration: string;
  readonly publishedAt: Date;
  readonly featured: boolean;
}

export interface Episode extends EpisodeDraft {
  readonly id: number;
}

const DURATION_TEXT = /^(\d{1,2}:)?[0-5]?\d:[0-5]\d$/;

/** Checks the catalogue's rules for a new episode and normalises its text. */
export function draftEpisode(input: Omit<EpisodeDraft, 'featured' | 'publishedAt'> & Partial<Pick<EpisodeDraft, 'featured' | 'publishedAt'>>): EpisodeDraft {
  const title = input.title.trim();
  const problems: { field: string; message: string }[] = [];
  if (!Number.isInteger(input.number) || input.number < 1) problems.push({ field: 'number', message: 'The episode number must be a whole number of 1 or more.' });
  if (!title) problems.push({ field: 'title', message: 'The episode title is required.' });
  if (!DURATION_TEXT.test(input.duration)) problems.push({ field: 'duration', message: 'The duration must look like 42:15 or 1:05:09.' });
  if (!input.audioUrl.trim()) problems.push({ field: 'audioUrl', message: 'The episode needs its audio.' });
  if (!input.imageUrl.trim()) problems.push({ field: 'imageUrl', message: 'The episode needs a cover image.' });
  if (problems.length) throw new InvalidEpisode(problems);
  return {
    ...input,
    title,
    description: input.description.trim(),
    publishedAt: input.publishedAt ?? new Date(),
    featured: input.featured ?? false,
  };
}

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
