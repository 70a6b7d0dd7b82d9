import { checkPlatformText } from './platform-limits.js';
import type { SocialContentType } from './social-media-post.js';
import { isOneOf } from './enumeration.js';
import { SEED_PLATFORMS, SOCIAL_PLATFORMS, type SeedPlatform, type SocialPlatform } from './social-platform.js';

/** A post's text as a writer gave it, for one platform. */
export interface PlatformPostText {
  readonly platform: SocialPlatform;
  readonly contentType: SocialContentType;
  readonly content: string;
}

/** A platform with a connected account and the longest post it takes. */
export interface AccountLimit {
  readonly platform: string;
  readonly maxCharacters: number;
}

/**
 * The seed platform whose written posts a connected network's are made from: Mastodon and Bluesky read like X
 * (short, a link, a hashtag or two); a webhook's receiver gets the fuller Facebook text.
 */
const WRITTEN_AS: Readonly<Record<Exclude<SocialPlatform, SeedPlatform>, SeedPlatform>> = { mastodon: 'twitter', bluesky: 'twitter', webhook: 'facebook' };

const LINK = /https?:\/\/\S+/giu;

/**
 * `text` within `platform`'s limits and the account's `maxCharacters`: as it is when it fits; otherwise its
 * words are cut at a word boundary ("…"), the link it ends with kept. Null when nothing fits.
 */
export function fitToAccount(platform: SocialPlatform, text: string, maxCharacters: number | null = null): string | null {
  const fits = (candidate: string): boolean => checkPlatformText(platform, candidate, maxCharacters).broken.length === 0;
  if (fits(text)) return text;
  const links = text.match(LINK) ?? [];
  const link = links.at(-1) ?? null;
  const words = (link ? text.replace(link, '') : text).split(/\s+/u).filter((word) => word.length > 0);
  for (let kept = words.length - 1; kept > 0; kept -= 1) {
    const body = `${words.slice(0, kept).join(' ').replace(/[\s,;:.!?\-–—(]+$/u, '')}…`;
    const candidate = link ? `${body} ${link}` : body;
    if (fits(candidate)) return candidate;
  }
  return link && fits(link) ? link : null;
}

/**
 * The posts a writer wrote for the seed's four platforms, plus one for each connected network beyond them
 * (Mastodon, Bluesky, the webhook) per post of the platform it reads like, each within its network's limits
 * and its account's `maxCharacters` when lower; a seed platform's post is cut to its account's limit too.
 */
export function withConnectedPlatforms(written: readonly PlatformPostText[], connected: readonly AccountLimit[]): PlatformPostText[] {
  const limitOf = new Map(connected.map((account) => [account.platform, account.maxCharacters]));
  const fitted = (post: PlatformPostText, platform: SocialPlatform): PlatformPostText | null => {
    const content = fitToAccount(platform, post.content, limitOf.get(platform) ?? null);
    return content === null ? null : { ...post, platform, content };
  };
  const seed = written.flatMap((post) => fitted(post, post.platform) ?? []);
  const extra = connected.flatMap(({ platform }) => {
    if (!isOneOf(SOCIAL_PLATFORMS, platform) || isOneOf(SEED_PLATFORMS, platform)) return [];
    const source = WRITTEN_AS[platform];
    return written.filter((post) => post.platform === source).flatMap((post) => fitted(post, platform) ?? []);
  });
  return [...seed, ...extra];
}
