/**
 * Where a page view came from (issue 27 "Sources"): the campaign tags of the page's address and the kind of
 * site that referred it. Only these are kept from the address's query string; every other key is dropped.
 */

/** The kinds a referring site is counted under. `direct`: no referrer (or this site). */
export const REFERRER_KINDS = ['search', 'social', 'podcast', 'direct', 'other'] as const;
export type ReferrerKind = (typeof REFERRER_KINDS)[number];

export interface Campaign {
  /** `utm_source`, else `ref`, else `source` of the page's address; null when none is given. */
  readonly source: string | null;
  readonly medium: string | null;
  readonly campaign: string | null;
}

/** A campaign tag longer than this is cut: tags are names ("newsletter", "spring-launch"), not payloads. */
export const MAX_CAMPAIGN_TAG_LENGTH = 100;

/** The query keys kept from a page's address, in the order a source is taken from (the first given wins). */
const SOURCE_KEYS = ['utm_source', 'ref', 'source'] as const;
const MEDIUM_KEY = 'utm_medium';
const CAMPAIGN_KEY = 'utm_campaign';

/** A tag as kept: control characters removed, spaces collapsed, cut to MAX_CAMPAIGN_TAG_LENGTH; null for none. */
const tag = (raw: string | undefined): string | null => {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim();
  return cleaned ? [...cleaned].slice(0, MAX_CAMPAIGN_TAG_LENGTH).join('') : null;
};

/** `location.search` (with or without its "?"), undecodable escapes read as they are. */
const queryValues = (query: string): Map<string, string> => {
  const values = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decoded(rawKey).toLowerCase();
    // The first of a repeated key counts, as URLSearchParams.get answers.
    if (!values.has(key)) values.set(key, decoded(rest.join('=')));
  }
  return values;
};

const decoded = (part: string): string => {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/**
 * The campaign tags of a page's address (`/path?utm_source=…`); keys are matched in any case
 * (`UTM_Source`), and `ref` and `source` stand for `utm_source` when it is absent (`?ref=producthunt`).
 */
export function campaignOf(pageUrl: string): Campaign {
  const query = pageUrl.split('#', 1)[0]!.split('?').slice(1).join('?');
  if (!query) return { source: null, medium: null, campaign: null };
  const values = queryValues(query);
  const source = SOURCE_KEYS.map((key) => tag(values.get(key))).find((value) => value !== null) ?? null;
  return { source, medium: tag(values.get(MEDIUM_KEY)), campaign: tag(values.get(CAMPAIGN_KEY)) };
}

/**
 * The referring sites that are not "other", by kind. A host counts under an entry when it is the entry or
 * one of its subdomains (`l.facebook.com`, `m.youtube.com`). Android apps refer as `android-app://<package>`,
 * whose "host" is the app's package name: the common ones are listed too. Kept small on purpose: the
 * sites a podcast's listeners come from, not a directory of the web.
 */
export const REFERRER_HOST_KINDS: Readonly<Record<Exclude<ReferrerKind, 'direct' | 'other'>, readonly string[]>> = {
  search: [
    // The search engines' own hosts with any country domain (google.co.uk, yandex.ru) are matched by SEARCH_ENGINE below.
    'search.yahoo.com',
    'search.brave.com',
    'duckduckgo.com',
    'ecosia.org',
    'qwant.com',
    'startpage.com',
    'kagi.com',
    'perplexity.ai',
    'com.google.android.googlequicksearchbox',
  ],
  social: [
    'facebook.com',
    'fb.me',
    'instagram.com',
    'threads.net',
    'twitter.com',
    'x.com',
    't.co',
    'linkedin.com',
    'lnkd.in',
    'reddit.com',
    'youtube.com',
    'youtu.be',
    'tiktok.com',
    'pinterest.com',
    'tumblr.com',
    'bsky.app',
    'mastodon.social',
    'news.ycombinator.com',
    'whatsapp.com',
    't.me',
    'com.facebook.katana',
    'com.instagram.android',
    'com.twitter.android',
    'com.reddit.frontpage',
    'com.linkedin.android',
    'com.zhiliaoapp.musically',
  ],
  podcast: [
    'podcasts.apple.com',
    'itunes.apple.com',
    'open.spotify.com',
    'podcasters.spotify.com',
    'overcast.fm',
    'pca.st',
    'pocketcasts.com',
    'castro.fm',
    'castbox.fm',
    'podcastaddict.com',
    'player.fm',
    'podbean.com',
    'podchaser.com',
    'goodpods.com',
    'fountain.fm',
    'podverse.fm',
    'podcastindex.org',
    'podcastguru.io',
    'antennapod.org',
    'listennotes.com',
    'snipd.com',
    'music.amazon.com',
    'iheart.com',
    'tunein.com',
    'deezer.com',
    'pandora.com',
    'music.youtube.com',
    'com.spotify.music',
    'au.com.shiftyjelly.pocketcasts',
    'de.danoeh.antennapod',
    'com.bambuna.podcastaddict',
    'fm.castbox.audiobook.radio.podcast',
    'fm.player',
    'com.google.android.apps.podcasts',
  ],
};

/**
 * Search engines under any country domain: google.com, google.co.uk, m.bing.com, yandex.ru, baidu.com… but
 * not their other services (mail.google.com, docs.google.com are "other").
 */
const SEARCH_ENGINE = /^(?:(?:m|search)\.)?(?:google|bing|yahoo|yandex|baidu|naver|seznam)\.(?:com?\.)?[a-z]{2,3}$/;

const KIND_OF_HOST = new Map<string, ReferrerKind>(
  (Object.entries(REFERRER_HOST_KINDS) as [ReferrerKind, readonly string[]][]).flatMap(([kind, hosts]) => hosts.map((host) => [host, kind] as const)),
);

/**
 * The kind of a referring site, given as the host kept (`www.` already dropped, lower case), or null for
 * direct. The most specific entry wins: `music.youtube.com` is a podcast app, `youtube.com` social.
 */
export function referrerKindOf(host: string | null): ReferrerKind {
  if (!host) return 'direct';
  for (let suffix = host; suffix; suffix = suffix.slice(suffix.indexOf('.') + 1 || suffix.length)) {
    const kind = KIND_OF_HOST.get(suffix);
    if (kind) return kind;
    if (!suffix.includes('.')) break;
  }
  return SEARCH_ENGINE.test(host) ? 'search' : 'other';
}
