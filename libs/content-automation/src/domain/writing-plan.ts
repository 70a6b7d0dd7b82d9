import { SOCIAL_CONTENT_TYPES, type SocialContentType } from './social-media-post.js';
import { SEED_PLATFORMS, type SeedPlatform } from './social-platform.js';
import type { TranscriptSegment } from './transcript.js';

/*
 * What every writer of an episode's content is held to, whichever writes it (the offline writer, a chat
 * service): the posts a run fills, the pull quote's length, where the quote is said, and the text written
 * from. Here so that no writer imports another.
 */

/** A platform and a content type: one of the twelve slots a set of posts fills. */
export interface SocialSlot {
  readonly platform: SeedPlatform;
  readonly contentType: SocialContentType;
}

/** The twelve slots of a run, in the order they are filled: every platform × content type. */
export const SOCIAL_SLOTS: readonly SocialSlot[] = SEED_PLATFORMS.flatMap((platform) => SOCIAL_CONTENT_TYPES.map((contentType) => ({ platform, contentType })));

/** `count` slots, round the twelve in order. */
export const slotsFor = (count: number): SocialSlot[] => Array.from({ length: count }, (_, index) => SOCIAL_SLOTS[index % SOCIAL_SLOTS.length]!);

/** The quote card's line, and the reel's: short enough to read at a glance. */
export const PULL_QUOTE_MAX_CHARACTERS = 140;

/** A text as two are compared to tell whether one says the other: lower case, words and numbers only. */
export const comparable = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** When the quote is said: the start of the timed segment where its first words are, or null. */
export function quoteStartSeconds(quote: string, segments: readonly TranscriptSegment[]): number | null {
  if (segments.length === 0) return null;
  const needle = comparable(quote.replace(/…$/u, '')).split(' ').slice(0, 8).join(' ');
  if (needle.length === 0) return null;
  let joined = '';
  const starts: { offset: number; seconds: number }[] = [];
  for (const segment of segments) {
    starts.push({ offset: joined.length, seconds: segment.startSeconds });
    joined += `${comparable(segment.text)} `;
  }
  const at = joined.indexOf(needle);
  if (at < 0) return null;
  const segment = starts.filter((start) => start.offset <= at).at(-1);
  return segment ? Math.max(0, segment.seconds) : null;
}

/** What an episode's content is written from, as text (show notes already read out of their markdown or HTML). */
export interface WritingSource {
  readonly transcript: string | null | undefined;
  readonly showNotes: string;
  readonly title: string;
}

/** The text a writer reads: the transcript when there is one, else the show notes, else the title. */
export function sourceTextOf({ transcript, showNotes, title }: WritingSource): string {
  const spoken = transcript?.trim() ?? '';
  if (spoken.length > 0) return spoken;
  const notes = showNotes.trim();
  return notes.length > 0 ? notes : `${title.trim()}.`;
}
