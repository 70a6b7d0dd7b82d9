import { checkPlatformText, type SocialPlatform } from '../../domain/index.js';

/** `text` cut to at most `max` characters at a word boundary, with "…" when something was cut. */
export function shortenAtWord(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, Math.max(0, max - 1));
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.4 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?\-–—(]+$/u, '')}…`;
}

/**
 * A sentence without the word that tied it to the one before ("Third, decide…", "But a budget…",
 * "So we tried…"): said on its own in a post or a list, it starts with what it says.
 */
export function withoutLeadIn(sentence: string): string {
  const rest = sentence.replace(/^(first|second|third|fourth|fifth|finally|so|and|but|also|then|now|honestly|well|okay|anyway|plus|or)\b,?\s+/iu, '');
  return rest === sentence || rest.split(' ').length < 5 ? sentence : capitalised(rest);
}

/** A sentence without the quotation marks around it. */
export const unquoted = (sentence: string): string => sentence.replace(/^["“'‘]+|["”'’]+$/gu, '').trim();

/** `phrase` with its first letter upper case. */
export const capitalised = (phrase: string): string => phrase.charAt(0).toLocaleUpperCase('en') + phrase.slice(1);

/** A key phrase as a hashtag ("remote work" → "#RemoteWork"), or null when nothing taggable is left. */
export function hashtagOf(phrase: string): string | null {
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  const tag = words.map(capitalised).join('');
  return tag.length >= 3 && /\p{L}/u.test(tag) ? `#${tag}` : null;
}

/**
 * Different hashtags from the episode's topics (case aside), at most `count`. Fewer when it has fewer
 * topics: a stock tag (#Podcast) says nothing about the episode.
 */
export function hashtagsOf(phrases: readonly string[], count: number): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const candidate of phrases.map(hashtagOf)) {
    if (candidate === null || seen.has(candidate.toLowerCase())) continue;
    seen.add(candidate.toLowerCase());
    tags.push(candidate);
    if (tags.length === count) break;
  }
  return tags;
}

/**
 * A post built as `compose(body)`, with the body shortened at word boundaries until the whole keeps
 * the platform's limits; null if even an empty body breaks them.
 */
export function fitToPlatform(platform: SocialPlatform, body: string, compose: (body: string) => string): string | null {
  let current = body.trim();
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const text = compose(current).trim();
    const check = checkPlatformText(platform, text);
    if (check.broken.length === 0) return text;
    const excess = check.characters.used - check.characters.limit;
    if (excess <= 0 || current.length === 0) break;
    current = current.length - excess - 2 < 20 ? '' : shortenAtWord(current, current.length - excess - 2);
  }
  const bare = compose('').trim();
  return checkPlatformText(platform, bare).broken.length === 0 ? bare : null;
}

/** A line of source text that markdown must not read as a heading, a list item or a quote. */
export const markdownSafe = (line: string): string => line.replace(/^(\s*)([#>*+-]|\d+[.)])/, '$1\\$2');
