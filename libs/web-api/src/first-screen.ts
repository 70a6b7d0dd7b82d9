import { isLegalPageKind, type LegalPageKind } from '@harmony/site-config';
import { blogApi, type BlogArticle } from './blog.js';
import { episodesApi, type Episode, type EpisodeDetail } from './episodes.js';
import { legalPagesApi, type LegalPage } from './legal-pages.js';
import type { AppStore } from './root-reducer.js';
import { searchApi, type SearchAnswer } from './search.js';

/**
 * One query result the API inlined into the page (`<script id="harmony-data">`, written by
 * libs/web-host/src/page-types.ts), named by its RTK Query endpoint and argument. The shell and
 * the site's prerenderer both put these into the store before the first render, so the first screen
 * renders with its data, the two renders match, and no request is sent for it.
 */
export type InlinedQuery =
  | { readonly endpoint: 'getLatestEpisodes'; readonly arg: number; readonly data: Episode[] }
  | { readonly endpoint: 'getEpisodes'; readonly data: Episode[] }
  | { readonly endpoint: 'getEpisode'; readonly arg: number; readonly data: EpisodeDetail }
  | { readonly endpoint: 'getFeaturedBlogArticles'; readonly data: BlogArticle[] }
  | { readonly endpoint: 'getBlogArticles'; readonly data: BlogArticle[] }
  | { readonly endpoint: 'getBlogArticle'; readonly arg: string; readonly data: BlogArticle }
  | { readonly endpoint: 'searchSite'; readonly arg: string; readonly data: SearchAnswer }
  | { readonly endpoint: 'getLegalPage'; readonly arg: LegalPageKind; readonly data: LegalPage };

type EpisodeEntry = Parameters<typeof episodesApi.util.upsertQueryEntries>[0][number];
type BlogEntry = Parameters<typeof blogApi.util.upsertQueryEntries>[0][number];
type SearchEntry = Parameters<typeof searchApi.util.upsertQueryEntries>[0][number];
type LegalPageEntry = Parameters<typeof legalPagesApi.util.upsertQueryEntries>[0][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's JSON is input like any other: only what is shaped like a known query is seeded. */
function isInlinedQuery(value: unknown): value is InlinedQuery {
  if (!isRecord(value)) return false;
  const { endpoint, arg, data } = value;
  switch (endpoint) {
    case 'getEpisode':
      return typeof arg === 'number' && isRecord(data);
    case 'getLatestEpisodes':
      return typeof arg === 'number' && Array.isArray(data);
    case 'getBlogArticle':
      return typeof arg === 'string' && isRecord(data);
    case 'searchSite':
      return typeof arg === 'string' && isRecord(data) && Array.isArray(data.results);
    case 'getLegalPage':
      return typeof arg === 'string' && isLegalPageKind(arg) && isRecord(data) && typeof data.contentHtml === 'string';
    case 'getEpisodes':
    case 'getFeaturedBlogArticles':
    case 'getBlogArticles':
      return Array.isArray(data);
    default:
      return false;
  }
}

/** Seeds the store's cache from inlined results; anything else is skipped, and the screen fetches that data itself. */
export function seedInlinedQueries(store: AppStore, queries: readonly unknown[]): void {
  const episodes: EpisodeEntry[] = [];
  const blog: BlogEntry[] = [];
  const searches: SearchEntry[] = [];
  const legalPages: LegalPageEntry[] = [];
  for (const query of queries.filter(isInlinedQuery)) {
    switch (query.endpoint) {
      case 'getEpisode':
      case 'getLatestEpisodes':
        episodes.push({ endpointName: query.endpoint, arg: query.arg, value: query.data });
        break;
      case 'getEpisodes':
        episodes.push({ endpointName: query.endpoint, arg: undefined, value: query.data });
        break;
      case 'getBlogArticle':
        blog.push({ endpointName: query.endpoint, arg: query.arg, value: query.data });
        break;
      case 'getFeaturedBlogArticles':
      case 'getBlogArticles':
        blog.push({ endpointName: query.endpoint, arg: undefined, value: query.data });
        break;
      case 'searchSite':
        searches.push({ endpointName: query.endpoint, arg: query.arg, value: query.data });
        break;
      case 'getLegalPage':
        legalPages.push({ endpointName: query.endpoint, arg: query.arg, value: query.data });
        break;
    }
  }
  if (episodes.length) store.dispatch(episodesApi.util.upsertQueryEntries(episodes));
  if (blog.length) store.dispatch(blogApi.util.upsertQueryEntries(blog));
  if (searches.length) store.dispatch(searchApi.util.upsertQueryEntries(searches));
  if (legalPages.length) store.dispatch(legalPagesApi.util.upsertQueryEntries(legalPages));
}
