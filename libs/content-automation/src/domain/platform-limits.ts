import twitterText, { type ParseTweetOptions } from 'twitter-text';
import type { SocialPlatform } from './social-platform.js';

/** What one network lets a post hold. */
export interface PlatformLimits {
  /** The network as its users name it ("X", not "twitter"): messages use it. */
  readonly name: string;
  /** Most characters a post may hold, counted the network's way (see `countCharacters`). */
  readonly characters: number;
  /** What every link counts for, whatever its length (X shortens each to a t.co link); null: a link counts its own characters. */
  readonly linkCharacters: number | null;
  /** Most hashtags a post may hold; null: the network sets no cap. */
  readonly hashtags: number | null;
}

/** Each network's published limits (issue 10): the writer keeps within them, the post editor counts against them. */
export const PLATFORM_LIMITS: Readonly<Record<SocialPlatform, PlatformLimits>> = Object.freeze({
  twitter: Object.freeze({ name: 'X', characters: 280, linkCharacters: 23, hashtags: null }),
  instagram: Object.freeze({ name: 'Instagram', characters: 2_200, linkCharacters: null, hashtags: 30 }),
  linkedin: Object.freeze({ name: 'LinkedIn', characters: 3_000, linkCharacters: null, hashtags: null }),
  facebook: Object.freeze({ name: 'Facebook', characters: 63_206, linkCharacters: null, hashtags: null }),
  // Issue 26. Mastodon's default (an instance may allow more: the account's own limit is read on connecting);
  // Bluesky counts graphemes (what a reader sees as one character); the webhook's receiver decides, 5,000 is ours.
  mastodon: Object.freeze({ name: 'Mastodon', characters: 500, linkCharacters: null, hashtags: null }),
  bluesky: Object.freeze({ name: 'Bluesky', characters: 300, linkCharacters: null, hashtags: null }),
  webhook: Object.freeze({ name: 'Webhook', characters: 5_000, linkCharacters: null, hashtags: null }),
});

// twitter-text's own configuration (its version 3, the one X counts by: most characters weigh 1, CJK
// and emoji 2) with the limit and the link length taken from PLATFORM_LIMITS, so the data above is the
// one place they are written. `configs` is exported by the package but missing from @types/twitter-text.
const { configs } = twitterText as unknown as { configs: { defaults: ParseTweetOptions } };
const xCounting: ParseTweetOptions = {
  ...configs.defaults,
  maxWeightedTweetLength: PLATFORM_LIMITS.twitter.characters,
  transformedURLLength: PLATFORM_LIMITS.twitter.linkCharacters ?? undefined,
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The characters `text` counts for on `platform`. X: its weighted length, by twitter-text (X's own
 * library: every URL it recognises, with or without https://, counts as 23; a CJK character or an emoji
 * as 2). Bluesky: graphemes, as its app counts (an emoji, a flag, an accented letter each 1). The
 * others: UTF-16 code units, what a browser's `maxlength` and JavaScript's `length` count. An emoji is
 * 2 of them: stricter than counting it once, so a text that fits here fits there.
 */
export function countCharacters(platform: SocialPlatform, text: string): number {
  if (platform === 'twitter') return twitterText.parseTweet(text, xCounting).weightedLength;
  if (platform === 'bluesky') return [...graphemes.segment(text)].length;
  return text.length;
}

/**
 * The hashtags of `text`, as twitter-text finds them: `#` after a space or punctuation, then letters,
 * digits, underscores (not digits alone; `C#` or a URL's `#fragment` are not hashtags). Each
 * occurrence counts, a repeated tag too: stricter than a network that might count it once.
 */
export const countHashtags = (text: string): number => twitterText.extractHashtags(text).length;

export type PlatformRule = 'characters' | 'hashtags';

/** How much of one limit a text uses: what a live counter shows ("291 / 280"). */
export interface LimitUsage {
  readonly used: number;
  readonly limit: number;
}

export interface BrokenPlatformRule extends LimitUsage {
  readonly rule: PlatformRule;
  /** The rule and the count, as the editor shows it beside the text. */
  readonly message: string;
}

/** A text measured against its network's limits. */
export interface PlatformTextCheck {
  readonly platform: SocialPlatform;
  readonly characters: LimitUsage;
  /** Only where the network caps hashtags (Instagram). */
  readonly hashtags: LimitUsage | null;
  /** The rules the text breaks, characters first; empty when it fits. */
  readonly broken: readonly BrokenPlatformRule[];
}

const number = (value: number): string => value.toLocaleString('en-AU');

/** Measures `text` against `platform`'s limits: what it uses of each, and which it breaks. */
export function checkPlatformText(platform: SocialPlatform, text: string, maxCharacters: number | null = null): PlatformTextCheck {
  const limits = PLATFORM_LIMITS[platform];
  // A connected account may allow fewer characters than the network's default (never more: the stored rule stays).
  const characters = { used: countCharacters(platform, text), limit: maxCharacters === null ? limits.characters : Math.min(limits.characters, maxCharacters) };
  const hashtags = limits.hashtags === null ? null : { used: countHashtags(text), limit: limits.hashtags };
  const links = limits.linkCharacters === null ? '' : `, each link counted as ${limits.linkCharacters}`;
  const broken: BrokenPlatformRule[] = [];
  if (characters.used > characters.limit) {
    broken.push({ rule: 'characters', ...characters, message: `${limits.name} allows at most ${number(characters.limit)} characters in a post${links}: this one has ${number(characters.used)}.` });
  }
  if (hashtags && hashtags.used > hashtags.limit) {
    broken.push({ rule: 'hashtags', ...hashtags, message: `${limits.name} allows at most ${number(hashtags.limit)} hashtags in a post: this one has ${number(hashtags.used)}.` });
  }
  return { platform, characters, hashtags, broken };
}
