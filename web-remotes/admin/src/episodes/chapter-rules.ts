// The browser mirrors the catalogue's chapter rules (libs/episode/src/domain/chapters.ts) in the words
// the server uses; the server stays the authority, and its field errors land on the same rows.

export const CHAPTER_TITLE_MAX = 200;
export const CHAPTERS_MAX = 500;

export const chapterMessages = Object.freeze({
  start: 'Write the start as mm:ss or h:mm:ss, such as 12:34.',
  title: (number: number) => `Chapter ${number} needs a title.`,
  titleLength: (number: number) => `Chapter ${number}'s title is longer than ${CHAPTER_TITLE_MAX} characters.`,
  order: (number: number) => `Chapter ${number} must start after chapter ${number - 1}: chapters go in order of their start.`,
  none: 'Add at least one chapter, or remove the chapters.',
  tooMany: `An episode has at most ${CHAPTERS_MAX} chapters.`,
});

// mm:ss (minutes as many as needed) or h:mm:ss; seconds may carry a fraction (12:34.5).
const CLOCK = /^(?:(\d+):([0-5]\d)|(\d+)):([0-5]\d(?:\.\d+)?)$/;

/** Seconds from "12:34" or "1:02:03"; null for anything else. */
export function parseClock(text: string): number | null {
  const parts = CLOCK.exec(text.trim());
  if (!parts) return null;
  const [, hours, minutesAfterHours, minutesAlone, seconds] = parts;
  return Number(hours ?? 0) * 3600 + Number(minutesAfterHours ?? minutesAlone) * 60 + Number(seconds);
}

/** "12:34" under an hour, "1:02:03" above; a fraction of a second is kept (12:34.5). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.floor(totalSeconds);
  const fraction = Math.round((totalSeconds - whole) * 1000) / 1000;
  const pad = (value: number) => String(value).padStart(2, '0');
  const seconds = `${pad(whole % 60)}${fraction ? String(fraction).slice(1) : ''}`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  return hours ? `${hours}:${pad(minutes)}:${seconds}` : `${Math.floor(whole / 60)}:${seconds}`;
}

export interface ChapterRow {
  readonly start: string;
  readonly title: string;
}

export interface ChapterRowErrors {
  start?: string;
  title?: string;
}

/** Each row's problems (by index) and the list's, in the server's words; empty when the rows may be sent. */
export function checkChapterRows(rows: readonly ChapterRow[]): { rows: ChapterRowErrors[]; list?: string } {
  const errors = rows.map((): ChapterRowErrors => ({}));
  let previous: number | null = null;
  rows.forEach((row, index) => {
    const start = parseClock(row.start);
    const title = row.title.trim();
    const rowErrors = errors[index] as ChapterRowErrors;
    if (start === null) rowErrors.start = chapterMessages.start;
    else if (previous !== null && start <= previous) rowErrors.start = chapterMessages.order(index + 1);
    if (!title) rowErrors.title = chapterMessages.title(index + 1);
    else if (title.length > CHAPTER_TITLE_MAX) rowErrors.title = chapterMessages.titleLength(index + 1);
    if (start !== null) previous = Math.max(start, previous ?? start);
  });
  const list = rows.length === 0 ? chapterMessages.none : rows.length > CHAPTERS_MAX ? chapterMessages.tooMany : undefined;
  return { rows: errors, ...(list ? { list } : {}) };
}

export const hasChapterErrors = ({ rows, list }: ReturnType<typeof checkChapterRows>): boolean => Boolean(list) || rows.some((row) => row.start || row.title);
