import { api } from './api.js';
import type { components } from './generated/api-types.js';

/** GET /api/search's answer (generated from the OpenAPI document). */
export type SearchAnswer = components['schemas']['SearchResponse'];
/** One result: `snippet` is escaped text with the matched words in `<mark>…</mark>`, to be read as text, never as HTML. */
export type SearchResult = components['schemas']['SearchResultResponse'];

// Here rather than in the site's search chunk: the server inlines a search page's results, and the shell
// seeds them (seedInlinedQueries) before that chunk has loaded.
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public episodes and articles matching the words (searchWordsOf), best first. */
    searchSite: build.query<SearchAnswer, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      providesTags: [
        { type: 'Episode', id: 'LIST' },
        { type: 'BlogArticle', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSearchSiteQuery } = searchApi;
