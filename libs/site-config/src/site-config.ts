/**
 * The brand and the links the SPEC leaves open ("{product}", the hosts, the platforms). One typed
 * object, read by the API (page meta, feeds, emails) and handed to the web at runtime, so a new
 * owner changes this file or a few environment variables, never a component. Plain data: both the
 * server and the browser import it.
 */
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
  readonly podcastPlatforms: { readonly apple: string; readonly spotify: string; readonly amazon: string; readonly google: string; readonly rss: string };
  readonly social: { readonly instagram: string; readonly facebook: string; readonly twitter: string; readonly linkedin: string };
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
  podcastPlatforms: {
    apple: 'https://podcasts.apple.com/podcast/money-together',
    spotify: 'https://open.spotify.com/show/money-together',
    amazon: 'https://music.amazon.com/podcasts/money-together',
    // SPEC: Google Podcasts is a placeholder link.
    google: '#',
    rss: '/rss.xml',
  },
  social: {
    instagram: 'https://www.instagram.com/moneytogetherpodcast',
    facebook: 'https://www.facebook.com/moneytogetherpodcast',
    // SPEC: the Twitter profile is a placeholder link.
    twitter: '#',
    linkedin: 'https://www.linkedin.com/company/money-together-podcast',
  },
  stats: [
    { value: '19+', label: 'Episodes Released' },
    { value: '5★', label: 'Average Rating' },
    { value: '2', label: 'New Episodes Every Month' },
  ],
};

/** The page title the SPEC gives: "{product} Podcast | Financial Harmony for Couples". */
export const pageTitle = (config: Pick<SiteConfig, 'productName'>): string => `${config.productName} Podcast | Financial Harmony for Couples`;

/** Environment overrides an operator may set without editing this file (server side only). */
export function siteConfigFromEnvironment(environment: Record<string, string | undefined>, base: SiteConfig = defaultSiteConfig): SiteConfig {
  const productName = environment.SITE_PRODUCT_NAME?.trim();
  const contactEmail = environment.SITE_CONTACT_EMAIL?.trim();
  const fundingUrl = environment.SITE_FUNDING_URL?.trim();
  const fundingLabel = environment.SITE_FUNDING_LABEL?.trim() || base.funding?.label || 'Support the show';
  return {
    ...base,
    ...(productName ? { productName, description: base.description.replace(base.productName, productName) } : {}),
    ...(contactEmail ? { contactEmail } : {}),
    ...(fundingUrl ? { funding: { url: fundingUrl, label: fundingLabel } } : {}),
  };
}
