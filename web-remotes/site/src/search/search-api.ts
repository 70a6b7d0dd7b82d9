import { api, type ApiSchemas } from '@harmony/web-api';

/** GET /api/search's answer and one of its results (generated from the OpenAPI document). */
export type SearchAnswer = ApiSchemas['schemas']['SearchResponse'];
/** `snippet` is escaped text with the matched words in `<mark>…</mark>`: read it with `snippetParts`, never as HTML. */
export type SearchResult = ApiSchemas['schemas']['SearchResultResponse'];

/** The shortest and longest words the API searches (GET /api/search answers 400 otherwise). */
export const searchQueryLimits = { min: 2, max: 100 } as const;

// Injected with the search page's chunk: the first view does not carry it.
const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public episodes and articles matching the words, best first. */
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
