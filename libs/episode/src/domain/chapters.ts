import { FieldChecks } from '@harmony/platform/domain';

/** One chapter of an episode: where it starts and what it is called (JSON Chapters' startTime and title). */
export interface Chapter {
  readonly startSeconds: number;
  readonly title: string;
  /** JSON Chapters' optional picture and link, kept so a file's chapters round-trip. */
  readonly img?: string;
  readonly url?: string;
}

/**
 * The JSON Chapters file (Podcasting 2.0,
 * https://github.com/Podcastindex-org/podcast-namespace/blob/main/chapters/jsonChapters.md): what the
 * Episode Manager accepts and what the site serves for podcast:chapters.
 */
export interface JsonChapters {
  readonly version: string;
  readonly chapters: readonly { readonly startTime: number; readonly title: string; readonly img?: string; readonly url?: string }[];
}

/** The code of the InvalidInput a chapters file that breaks the rules throws; fields `version`, `chapters`, `chapters[2].title`… */
export const INVALID_CHAPTERS = 'invalid-chapters';
export const JSON_CHAPTERS_VERSION = '1.2.0';
export const CHAPTERS_MAX = 500;
export const CHAPTER_TITLE_MAX = 200;
const LINK_MAX = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A link a chapter may carry: on the web (http or https) or a path on this site. */
const isLink = (value: string): boolean => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(value);

/** "1:05" or "1:02:03": a start time as the owner reads it in a message. */
const clock = (seconds: number): string => {
  const whole = Math.floor(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  return hours ? `${hours}:${pad(minutes)}:${pad(whole % 60)}` : `${minutes}:${pad(whole % 60)}`;
};

/**
 * Reads a JSON Chapters document into chapters, checking its rules: a version "1.x", 1 to CHAPTERS_MAX
 * chapters, each with a startTime in seconds (≥ 0, each after the one before) and a title of 1 to
 * CHAPTER_TITLE_MAX characters; img and url, when given, are web addresses. Every broken rule is
 * reported at once (InvalidInput, code invalid-chapters), on its field: `chapters[3].startTime`.
 */
export function parseJsonChapters(document: unknown): Chapter[] {
  const checks = new FieldChecks(INVALID_CHAPTERS);
  if (!isRecord(document)) {
    checks.require(false, 'chapters', 'The chapters must be a JSON Chapters object such as {"version": "1.2.0", "chapters": [{"startTime": 0, "title": "Welcome"}]}.').throwIfAny();
    return [];
  }
  const { version, chapters } = document;
  checks.require(typeof version === 'string' && /^1\.\d+(\.\d+)?$/.test(version), 'version', `The version must be "${JSON_CHAPTERS_VERSION}" (JSON Chapters 1.x).`);
  if (!Array.isArray(chapters)) {
    checks.require(false, 'chapters', 'The chapters must be a list of {"startTime", "title"}.').throwIfAny();
    return [];
  }
  if (chapters.length === 0 || chapters.length > CHAPTERS_MAX) {
    checks
      .require(chapters.length > 0, 'chapters', 'Give at least one chapter (to remove the chapters, delete them).')
      .require(chapters.length <= CHAPTERS_MAX, 'chapters', `An episode has at most ${CHAPTERS_MAX} chapters; this list has ${chapters.length}.`)
      .throwIfAny();
  }

  const read: Chapter[] = [];
  let previousStart: number | null = null;
  chapters.forEach((chapter: unknown, index) => {
    const at = `chapters[${index}]`;
    const number = index + 1;
    if (!isRecord(chapter)) {
      checks.require(false, at, `Chapter ${number} must be an object with a startTime and a title.`);
      return;
    }
    const { startTime, title, img, url } = chapter;
    const start = typeof startTime === 'number' && Number.isFinite(startTime) ? startTime : null;
    checks.require(start !== null && start >= 0, `${at}.startTime`, `Chapter ${number} needs a start time in seconds, 0 or more.`);
    if (start !== null && start >= 0 && previousStart !== null)
      checks.require(start > previousStart, `${at}.startTime`, `Chapter ${number} starts at ${clock(start)}, not after chapter ${number - 1} (${clock(previousStart)}): chapters go in order of their start.`);
    const trimmed = typeof title === 'string' ? title.trim() : '';
    checks
      .require(trimmed.length > 0, `${at}.title`, `Chapter ${number} needs a title.`)
      .require(trimmed.length <= CHAPTER_TITLE_MAX, `${at}.title`, `Chapter ${number}'s title is longer than ${CHAPTER_TITLE_MAX} characters.`)
      .require(img === undefined || (typeof img === 'string' && img.length <= LINK_MAX && isLink(img)), `${at}.img`, `Chapter ${number}'s img must be an http(s) address.`)
      .require(url === undefined || (typeof url === 'string' && url.length <= LINK_MAX && isLink(url)), `${at}.url`, `Chapter ${number}'s url must be an http(s) address.`);
    if (start !== null && start >= 0) previousStart = Math.max(start, previousStart ?? start);
    read.push({
      startSeconds: start ?? 0,
      title: trimmed,
      ...(typeof img === 'string' ? { img } : {}),
      ...(typeof url === 'string' ? { url } : {}),
    });
  });
  checks.throwIfAny();
  return read;
}

/** The chapters as the JSON Chapters file the site serves. */
export function toJsonChapters(chapters: readonly Chapter[]): JsonChapters {
  return {
    version: JSON_CHAPTERS_VERSION,
    chapters: chapters.map(({ startSeconds, title, img, url }) => ({ startTime: startSeconds, title, ...(img ? { img } : {}), ...(url ? { url } : {}) })),
  };
}
