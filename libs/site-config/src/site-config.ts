/**
 * The brand and the links the SPEC leaves open ("{product}", the hosts, the platforms). One typed
 * object, read by the API (page meta, feeds, emails) and handed to the web at runtime, so a new
 * owner changes this file or a few environment variables, never a component. Plain data: both the
 * server and the browser import it.
 */

/**
 * The listening platforms besides the site's own feed, in the order the site lists them, and the variable
 * that names the show's page on each. Only the owner knows these addresses: a platform without one is not
 * shown (a link to a guessed or defunct address, Google Podcasts say, is a dead link).
 */
export const listeningPlatforms = [
  { key: 'apple', label: 'Apple Podcasts', variable: 'SITE_APPLE_PODCASTS_URL' },
  { key: 'spotify', label: 'Spotify', variable: 'SITE_SPOTIFY_URL' },
  { key: 'amazon', label: 'Amazon Music', variable: 'SITE_AMAZON_MUSIC_URL' },
  { key: 'youtube', label: 'YouTube', variable: 'SITE_YOUTUBE_URL' },
] as const;
export type ListeningPlatform = (typeof listeningPlatforms)[number]['key'];

/** The social profiles the footer can show (SPEC §2's four), in its order, and the variable naming each. */
export const socialNetworks = [
  { key: 'facebook', label: 'Facebook', variable: 'SITE_FACEBOOK_URL' },
  // SPEC §2 names it Twitter; the profile lives at x.com now, and SITE_TWITTER_URL takes either address.
  { key: 'twitter', label: 'Twitter', variable: 'SITE_TWITTER_URL' },
  { key: 'instagram', label: 'Instagram', variable: 'SITE_INSTAGRAM_URL' },
  { key: 'linkedin', label: 'LinkedIn', variable: 'SITE_LINKEDIN_URL' },
] as const;
export type SocialNetwork = (typeof socialNetworks)[number]['key'];

/** A link the site shows: its label (the platform's or network's name) and where it goes. */
export interface SiteLink<Key extends string = string> {
  readonly key: Key;
  readonly label: string;
  readonly url: string;
}

/** The feed's label among the listening platforms: the one always listed, since the site serves it. */
const FEED_LABEL = 'RSS Feed';

/** Where to listen, as the site lists it: the platforms the owner named, in order, then the site's own feed. */
export function listeningLinks(site: Pick<SiteConfig, 'podcastPlatforms'>): SiteLink<ListeningPlatform | 'rss'>[] {
  const named = listeningPlatforms.flatMap(({ key, label }) => {
    const url = site.podcastPlatforms[key];
    return url ? [{ key, label, url }] : [];
  });
  return [...named, { key: 'rss', label: FEED_LABEL, url: site.podcastPlatforms.rss }];
}

/** The social profiles the owner named, in the footer's order. */
export function socialLinks(site: Pick<SiteConfig, 'social'>): SiteLink<SocialNetwork>[] {
  return socialNetworks.flatMap(({ key, label }) => {
    const url = site.social[key];
    return url ? [{ key, label, url }] : [];
  });
}

/** An environment variable of the site's configuration holds what it cannot: the message names it. */
export class SiteSettingError extends Error {
  constructor(
    readonly variable: string,
    readonly detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'SiteSettingError';
  }
}

export interface StatCard {
  readonly value: string;
  readonly label: string;
}

export interface SiteConfig {
  readonly productName: string;
  /** The page's meta description. */
  readonly description: string;
  /** BCP 47 language of the site's copy and dates. */
  readonly language: string;
  /** The married couple who host the show. */
  readonly hosts: { readonly names: readonly [string, string]; readonly surname: string };
  /** Also the feed's owner (itunes:email, podcast:locked), who alone may move the show to another host. */
  readonly contactEmail: string;
  /** Where listeners can support the show (the feed's podcast:funding); no link when absent. */
  readonly funding?: { readonly url: string; readonly label: string };
  readonly foundedYear: number;
  /** Where the show can be heard: the site's own feed, and each platform the owner named (no link to one not named). */
  readonly podcastPlatforms: { readonly [platform in ListeningPlatform]?: string } & { readonly rss: string };
  /** The show's profiles the owner named; the site links only these. */
  readonly social: { readonly [network in SocialNetwork]?: string };
  /** The three-card statistics strip of the episodes section. */
  readonly stats: readonly StatCard[];
}

export const defaultSiteConfig: SiteConfig = {
  productName: 'Money Together',
  description: 'Money Together helps couples navigate financial decisions together with expert advice and workshops.',
  language: 'en-AU',
  hosts: { names: ['Sarah', 'James'], surname: 'Mitchell' },
  contactEmail: 'hello@moneytogether.example',
  foundedYear: 2019,
  // The feed the site serves: listed whatever else is set. The platforms' and networks' addresses are the
  // owner's to give (SITE_*_URL): until then the site shows no link there rather than a guessed one.
  podcastPlatforms: { rss: '/rss.xml' },
  social: {},
  stats: [
    { value: '19+', label: 'Episodes Released' },
    { value: '5★', label: 'Average Rating' },
    { value: '2', label: 'New Episodes Every Month' },
  ],
};

/** The page title the SPEC gives: "{product} Podcast | Financial Harmony for Couples". */
export const pageTitle = (config: Pick<SiteConfig, 'productName'>): string => `${config.productName} Podcast | Financial Harmony for Couples`;

/** A link's address from the environment: absent when unset or blank, else an absolute http(s) URL or a SiteSettingError. */
function webAddress(environment: Record<string, string | undefined>, variable: string): string | undefined {
  const value = environment[variable]?.trim();
  if (!value) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: refused below with the same message.
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new SiteSettingError(variable, `expected a URL starting with https:// or http:// (got "${value}")`);
  return value;
}

/** The links named by `entries`' variables, keyed by their key: only those set. */
const linksFrom = <Key extends string>(environment: Record<string, string | undefined>, entries: readonly { readonly key: Key; readonly variable: string }[]) =>
  Object.fromEntries(entries.flatMap(({ key, variable }) => {
    const url = webAddress(environment, variable);
    return url ? [[key, url]] : [];
  })) as { [key in Key]?: string };

/**
 * Environment overrides an operator may set without editing this file (server side only): the one place
 * an owner names the show's brand, contact and links. A link variable holding no http(s) URL throws a
 * SiteSettingError naming it, so a typo stops the start instead of becoming a dead link.
 */
export function siteConfigFromEnvironment(environment: Record<string, string | undefined>, base: SiteConfig = defaultSiteConfig): SiteConfig {
  const productName = environment.SITE_PRODUCT_NAME?.trim();
  const contactEmail = environment.SITE_CONTACT_EMAIL?.trim();
  const fundingUrl = webAddress(environment, 'SITE_FUNDING_URL');
  const fundingLabel = environment.SITE_FUNDING_LABEL?.trim() || base.funding?.label || 'Support the show';
  return {
    ...base,
    ...(productName ? { productName, description: base.description.replace(base.productName, productName) } : {}),
    ...(contactEmail ? { contactEmail } : {}),
    ...(fundingUrl ? { funding: { url: fundingUrl, label: fundingLabel } } : {}),
    podcastPlatforms: { ...base.podcastPlatforms, ...linksFrom(environment, listeningPlatforms) },
    social: { ...base.social, ...linksFrom(environment, socialNetworks) },
  };
}
