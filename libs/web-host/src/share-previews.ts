import { escapeMarkup } from '@harmony/platform';
import { adminPageTitle, articlePath, episodePath, htmlToPlainText, sitePageTitle, sitePaths, summary, type SiteConfig, type SitePage } from '@harmony/site-config';
import { sitePageOf, type ArticleJson, type EpisodeJson } from './first-screen.js';
import { scriptSafeJson } from './page-template.js';
import type { InlinedQuery, PageHead } from './page-types.js';
import { SHARE_IMAGE_SIZE, shareImagePaths } from './share-image.js';

export interface SharePreviewSite {
  readonly site: SiteConfig;
  /** The public origin (AppConfig.publicUrl, no trailing slash): never the request's Host. */
  readonly publicUrl: string;
}

/** An episode's duration as written ("39:59", "1:02:03") as ISO 8601 ("PT39M59S"); null when it is not a clock time. */
export function isoDuration(duration: string): string | null {
  const parts = duration.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [seconds = 0, minutes = 0, hours = 0] = parts.map(Number).reverse();
  const total = hours * 3600 + minutes * 60 + seconds;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

/** The audio types link previews and schema.org name, by the file's extension. */
function audioType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const types: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac', ogg: 'audio/ogg', oga: 'audio/ogg', opus: 'audio/ogg', wav: 'audio/wav', flac: 'audio/flac' };
  return (extension && types[extension]) ?? 'audio/mpeg';
}

const hostsOf = (site: SiteConfig): string => `${site.hosts.names[0]} & ${site.hosts.names[1]} ${site.hosts.surname}`;

/** The first-screen data of one endpoint: firstScreenQueries wrote it with the API's shapes. */
function inlined<T>(queries: readonly InlinedQuery[], endpoint: string): T | undefined {
  return queries.find((query) => query.endpoint === endpoint)?.data as T | undefined;
}

interface Preview {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  /** Open Graph type: `website` for the site and its lists, `article` for a blog post and an episode page. */
  readonly type: 'website' | 'article';
  readonly image: string;
  readonly imageAlt: string;
  readonly extra?: readonly (readonly [property: string, content: string])[];
  readonly structuredData?: Record<string, unknown>;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

/**
 * The head of a page that shows nothing public (a 404): the not-found title, the brand's description, and a request
 * not to be indexed, which a crawler reads with the status (and X-Robots-Tag) even where it keeps going.
 */
export const notFoundHead = (site: SiteConfig): PageHead => ({ title: sitePageTitle(site, { page: 'not-found' }), description: site.description, tags: meta('name', 'robots', 'noindex') });

/** What every page kind's preview is written with: the site, its public origin and the pieces several kinds share. */
interface PreviewContext {
  readonly site: SiteConfig;
  /** A path on the public origin. */
  readonly absolute: (path: string) => string;
  /** Media may already be elsewhere (a CDN, an external host): only a path is put on the public origin. */
  readonly absoluteMedia: (url: string) => string;
  /** The podcast as schema.org's PodcastSeries: the home page describes it, an episode is part of it. */
  readonly series: Record<string, unknown>;
  readonly author: Record<string, unknown>;
  /** The site's own share card. */
  readonly siteImage: string;
}

function previewContext({ site, publicUrl }: SharePreviewSite): PreviewContext {
  const absolute = (path: string) => `${publicUrl}${path}`;
  const absoluteMedia = (url: string) => new URL(url, `${publicUrl}/`).href;
  return {
    site,
    absolute,
    absoluteMedia,
    series: { '@type': 'PodcastSeries', name: site.productName, url: absolute(sitePaths.home), webFeed: absoluteMedia(site.podcastPlatforms.rss) },
    author: { '@type': 'Person', name: hostsOf(site) },
    siteImage: absolute(shareImagePaths.site),
  };
}

/** The pages about the site rather than one item of it. */
interface SectionPage {
  readonly page: 'home' | 'episodes' | 'blog' | 'workshop' | 'contact' | 'privacy' | 'terms' | 'downloadCounting';
}

/** A page about the site rather than one item of it: the site's card, its title, its own description. */
const sectionPreview = ({ site, siteImage }: PreviewContext, page: SectionPage, description: string, structuredData?: Record<string, unknown>): Preview => ({
  title: sitePageTitle(site, page),
  description,
  path: sitePaths[page.page],
  type: 'website',
  image: siteImage,
  imageAlt: site.productName,
  ...(structuredData ? { structuredData } : {}),
});

/** The home page describes the podcast itself (PodcastSeries). */
function homePreview(context: PreviewContext, page: SectionPage): Preview {
  const { site, series, siteImage, author } = context;
  return sectionPreview(context, page, site.description, { ...series, description: site.description, image: siteImage, author, inLanguage: site.language });
}

const episodesPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`Every episode of the ${context.site.productName} podcast, newest first. ${context.site.description}`));

const blogPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`Articles from the hosts of the ${context.site.productName} podcast. ${context.site.description}`));

const workshopPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`The ${context.site.productName} full-day workshop for couples: coming soon. Register your interest.`));

const contactPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`Write to the hosts of the ${context.site.productName} podcast: questions, episode ideas or a story to share.`));

const privacyPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`What the ${context.site.productName} website records about its visitors and listeners, and how to have it removed.`));

const termsPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`The terms of using the ${context.site.productName} website, its podcast and its articles.`));

const downloadCountingPreview = (context: PreviewContext, page: SectionPage): Preview =>
  sectionPreview(context, page, summary(`How the ${context.site.productName} podcast counts its downloads, in plain words: what counts, what does not, and what is never stored.`));

/** An episode's page (PodcastEpisode, with its audio); null when the episode is not public. */
function episodePreview({ site, absolute, absoluteMedia, series }: PreviewContext, queries: readonly InlinedQuery[]): Preview | null {
  const episode = inlined<EpisodeJson>(queries, 'getEpisode');
  if (!episode) return null;
  const path = episodePath(episode.id);
  const image = absolute(shareImagePaths.episode(episode.id));
  const description = summary(htmlToPlainText(episode.descriptionHtml)) || site.description;
  const audio = absoluteMedia(episode.audioUrl);
  const duration = isoDuration(episode.duration);
  return {
    title: sitePageTitle(site, { page: 'episode', title: episode.title }),
    description,
    path,
    type: 'article',
    image,
    imageAlt: `EP ${episode.number}: ${episode.title}`,
    extra: [
      ['og:audio', audio],
      ['og:audio:type', audioType(episode.audioUrl)],
      ['article:published_time', episode.publishedAt],
    ],
    structuredData: {
      '@type': 'PodcastEpisode',
      name: episode.title,
      description,
      url: absolute(path),
      datePublished: episode.publishedAt,
      ...(duration ? { timeRequired: duration } : {}),
      episodeNumber: episode.number,
      image,
      partOfSeries: series,
      associatedMedia: { '@type': 'MediaObject', contentUrl: audio, encodingFormat: audioType(episode.audioUrl), ...(duration ? { duration } : {}) },
    },
  };
}

/** An article's page (BlogPosting); null when the article is not public. */
function articlePreview({ site, absolute, author }: PreviewContext, queries: readonly InlinedQuery[]): Preview | null {
  const article = inlined<ArticleJson>(queries, 'getBlogArticle');
  if (!article) return null;
  const path = articlePath(article.slug);
  const image = absolute(shareImagePaths.article(article.slug));
  const description = summary(article.excerpt) || site.description;
  return {
    title: sitePageTitle(site, { page: 'article', title: article.title }),
    description,
    path,
    type: 'article',
    image,
    imageAlt: article.title,
    extra: [
      ['article:published_time', article.publishedAt],
      ['article:modified_time', article.updatedAt],
    ],
    structuredData: {
      '@type': 'BlogPosting',
      headline: article.title,
      description,
      url: absolute(path),
      mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(path) },
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author,
      publisher: { '@type': 'Organization', name: site.productName, url: absolute(sitePaths.home) },
      image,
      inLanguage: site.language,
    },
  };
}

/** A results page is for the visitor, not for search engines: it names the words, and asks not to be indexed. */
const searchHead = (site: SiteConfig, page: Extract<SitePage, { readonly page: 'search' }>): PageHead => ({
  title: sitePageTitle(site, page),
  description: summary(`Search the episodes and articles of the ${site.productName} podcast.`),
  tags: meta('name', 'robots', 'noindex'),
});

/** A subscriber's page from an email (its token in the address): for that person alone, so asked not to be indexed. */
type SubscriberPage = Extract<SitePage, { readonly page: 'newsletter-confirm' | 'newsletter-unsubscribe' }>;
const isSubscriberPage = (page: SitePage): page is SubscriberPage => page.page === 'newsletter-confirm' || page.page === 'newsletter-unsubscribe';
const subscriberPageHead = (site: SiteConfig, page: SubscriberPage): PageHead => ({
  title: sitePageTitle(site, page),
  description: site.description,
  tags: meta('name', 'robots', 'noindex'),
});

/** The canonical link, Open Graph, Twitter card and JSON-LD of a page with a preview. */
function previewHead({ site, absolute }: PreviewContext, preview: Preview): PageHead {
  const url = absolute(preview.path);
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:site_name', site.productName),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:url', url),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:locale', site.language.replace('-', '_')),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', preview.imageAlt),
    ...(preview.extra ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
    // A data block, never executed (the CSP's script-src does not apply); scriptSafeJson keeps `</script>` out.
    preview.structuredData ? `<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', ...preview.structuredData })}</script>` : '',
  ].join('');
  return { title: preview.title, description: preview.description, tags };
}

/** The preview of each page kind that has one of its own (search has a head without a preview; not-found neither). */
const sectionPreviews: Record<SectionPage['page'], (context: PreviewContext, page: SectionPage) => Preview> = {
  home: homePreview,
  episodes: episodesPreview,
  blog: blogPreview,
  workshop: workshopPreview,
  contact: contactPreview,
  privacy: privacyPreview,
  terms: termsPreview,
  downloadCounting: downloadCountingPreview,
};

/** A page's own preview; null for a page that shows nothing public (not found, an episode or article that is not there). */
function previewOf(context: PreviewContext, page: Exclude<SitePage, { readonly page: 'search' } | SubscriberPage>, queries: readonly InlinedQuery[]): Preview | null {
  switch (page.page) {
    case 'episode':
      return episodePreview(context, queries);
    case 'article':
      return articlePreview(context, queries);
    case 'not-found':
      return null;
    default:
      return sectionPreviews[page.page](context, { page: page.page });
  }
}

/**
 * Computes what a page's head shows from the data its first screen already read (no second query).
 * A page without a preview of its own (not found, an episode or article that is not there) has only its
 * title. `pageUrl` is the path, with the search page's words (first-screen.ts pageUrlOf).
 */
export function sharePreview(where: SharePreviewSite, pageUrl: string, queries: readonly InlinedQuery[]): PageHead {
  const page = sitePageOf(pageUrl);
  if (page.page === 'search') return searchHead(where.site, page);
  if (isSubscriberPage(page)) return subscriberPageHead(where.site, page);
  const context = previewContext(where);
  const preview = previewOf(context, page, queries);
  if (!preview) return { title: sitePageTitle(where.site, { page: 'not-found' }), description: where.site.description, tags: '' };
  return previewHead(context, preview);
}

/** A back-office screen's head: its own title (as the admin remote sets it), and kept out of search engines. */
export function adminPageHead(site: SiteConfig, pathname: string): PageHead {
  return { title: adminPageTitle(site, pathname), description: site.description, tags: meta('name', 'robots', 'noindex') };
}
