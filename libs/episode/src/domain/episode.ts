import { FieldChecks } from '@harmony/platform/domain';
import type { Chapter } from './chapters.js';
import { INVALID_EPISODE } from './episode.errors.js';
import type { Transcript } from './transcript.js';

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
  /** The audio's public URL; null until it is uploaded. An episode without audio is never public. */
  readonly audioUrl: string | null;
  /** The cover's public URL; null until it is uploaded. An episode without a cover is never public. */
  readonly imageUrl: string | null;
  /** Display text such as "42:15" or "1:05:09". */
  readonly duration: string;
  /** The episode is public from this moment on: a later one is scheduled. */
  readonly publishedAt: Date;
  readonly featured: boolean;
}

/**
 * The files that go with an episode's audio, each written with its own route (never by a draft or its
 * changes): public media URLs, null while there is none.
 */
export interface EpisodeCompanionFiles {
  /** The transcript as a WebVTT file (podcast:transcript). */
  readonly transcriptUrl: string | null;
  /** The chapters as a JSON Chapters file (podcast:chapters). */
  readonly chaptersUrl: string | null;
}

export interface Episode extends EpisodeDraft, EpisodeCompanionFiles {
  readonly id: number;
}

/** What the companion files hold, parsed once when written, for the one-episode reads (never the lists: size). */
export interface TranscriptAndChapters {
  readonly transcript: Transcript | null;
  readonly chapters: readonly Chapter[] | null;
}

export const NO_TRANSCRIPT_OR_CHAPTERS: TranscriptAndChapters = { transcript: null, chapters: null };

/** An episode as visitors see it: with its audio and its cover (see `isPublicAt`). */
export interface PublicEpisode extends Episode {
  readonly audioUrl: string;
  readonly imageUrl: string;
}

/** One public episode as its page shows it: with its transcript and chapters. */
export type PublicEpisodeDetail = PublicEpisode & TranscriptAndChapters;

/**
 * Where an episode stands for the owner: `published` (visitors see it), `scheduled` (complete, public
 * from its publishedAt), or what keeps it from visitors whatever its date: `missing-audio`, then
 * `missing-cover`.
 */
export type EpisodeStatus = 'published' | 'scheduled' | 'missing-audio' | 'missing-cover';
export const EPISODE_STATUSES: readonly EpisodeStatus[] = ['published', 'scheduled', 'missing-audio', 'missing-cover'];

const DURATION_TEXT = /^(\d{1,2}:)?[0-5]?\d:[0-5]\d$/;
/** Episode numbers are stored as Postgres integers. */
const MAX_EPISODE_NUMBER = 2_147_483_647;

/** What a writer gives: the draft less what the catalogue derives (the HTML) or defaults (no media yet, not featured, public now). */
export type EpisodeInput = Omit<EpisodeDraft, 'descriptionHtml' | 'audioUrl' | 'imageUrl' | 'featured' | 'publishedAt'> &
  Partial<Pick<EpisodeDraft, 'audioUrl' | 'imageUrl' | 'featured' | 'publishedAt'>>;

/** What the owner changes of an episode: any of its fields (null media removes them). */
export type EpisodeChanges = Partial<EpisodeInput>;

/**
 * Whether the media an input names are stored (uploaded or generated): an episode may only name media
 * the catalogue can serve. Absent media need no check.
 */
export interface MediaPresence {
  readonly audioUrl: boolean;
  readonly imageUrl: boolean;
}

const EVERY_MEDIUM_STORED: MediaPresence = { audioUrl: true, imageUrl: true };

/** Turns a description as written into HTML that is safe to put into a page. */
export type SanitizeDescription = (description: string) => string;

/** A media URL as given: blank is none. */
const mediaUrl = (url: string | null | undefined): string | null => url?.trim() || null;

/**
 * Checks the catalogue's rules for a new or changed episode, normalises its text and sanitizes its
 * description (only a valid episode, and the description as stored, so the two never disagree).
 * `stored` tells whether the media the input names exist (the write use cases ask MediaStorage).
 */
export function draftEpisode(input: EpisodeInput, sanitizeDescription: SanitizeDescription, stored: MediaPresence = EVERY_MEDIUM_STORED): EpisodeDraft {
  const title = input.title.trim();
  const description = input.description.trim();
  const audioUrl = mediaUrl(input.audioUrl);
  const imageUrl = mediaUrl(input.imageUrl);
  const publishedAt = input.publishedAt ?? new Date();
  new FieldChecks(INVALID_EPISODE)
    .require(Number.isInteger(input.number) && input.number >= 1, 'number', 'The episode number must be a whole number of 1 or more.')
    .require(input.number <= MAX_EPISODE_NUMBER, 'number', `The episode number must be at most ${MAX_EPISODE_NUMBER}.`)
    .require(title.length > 0, 'title', 'The episode title is required.')
    .require(description.length > 0, 'description', 'The episode description is required.')
    .require(DURATION_TEXT.test(input.duration), 'duration', 'The duration must look like 42:15 or 1:05:09.')
    .require(audioUrl === null || stored.audioUrl, 'audioUrl', 'No uploaded audio has this address: upload the audio file instead.')
    .require(imageUrl === null || stored.imageUrl, 'imageUrl', 'No uploaded image has this address: upload the cover image instead.')
    .require(!Number.isNaN(publishedAt.getTime()), 'publishedAt', 'The publication time must be a date and time.')
    .throwIfAny();
  return {
    number: input.number,
    title,
    description,
    descriptionHtml: sanitizeDescription(description),
    audioUrl,
    imageUrl,
    duration: input.duration,
    publishedAt,
    featured: input.featured ?? false,
  };
}

/** The episode with the owner's changes, checked and sanitized as a new one is (see `draftEpisode`). */
export function reviseEpisode(episode: Episode, changes: EpisodeChanges, sanitizeDescription: SanitizeDescription, stored: MediaPresence = EVERY_MEDIUM_STORED): Episode {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as EpisodeChanges;
  return { id: episode.id, transcriptUrl: episode.transcriptUrl, chaptersUrl: episode.chaptersUrl, ...draftEpisode({ ...episode, ...given }, sanitizeDescription, stored) };
}

/** The media URLs of `changes` that differ from the episode's own: only those need to be checked as stored. */
export function newMedia(episode: Pick<EpisodeDraft, 'audioUrl' | 'imageUrl'> | null, changes: EpisodeChanges): Partial<Record<keyof MediaPresence, string>> {
  const changed = (field: keyof MediaPresence) => {
    const url = mediaUrl(changes[field]);
    return url !== null && url !== episode?.[field] ? { [field]: url } : {};
  };
  return { ...changed('audioUrl'), ...changed('imageUrl') };
}

/** Whether an episode has what visitors need: its audio and its cover. */
export const hasMedia = <T extends Pick<EpisodeDraft, 'audioUrl' | 'imageUrl'>>(episode: T): episode is T & { readonly audioUrl: string; readonly imageUrl: string } =>
  episode.audioUrl !== null && episode.imageUrl !== null;

/**
 * Visitors see an episode from its `publishedAt` on, once it has its audio and its cover: before that
 * it is as absent as a missing one, from every public read.
 */
export const isPublicAt = <T extends Pick<EpisodeDraft, 'publishedAt' | 'audioUrl' | 'imageUrl'>>(episode: T, now: Date): episode is T & { readonly audioUrl: string; readonly imageUrl: string } =>
  hasMedia(episode) && episode.publishedAt.getTime() <= now.getTime();

/** Where the episode stands at `now` (see EpisodeStatus). */
export function statusAt(episode: Pick<EpisodeDraft, 'publishedAt' | 'audioUrl' | 'imageUrl'>, now: Date): EpisodeStatus {
  if (episode.audioUrl === null) return 'missing-audio';
  if (episode.imageUrl === null) return 'missing-cover';
  return isPublicAt(episode, now) ? 'published' : 'scheduled';
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
