// The endpoint lives in @harmony/web-api: the server inlines a search page's results and the shell seeds them.
export { useSearchSiteQuery, type SearchAnswer, type SearchResult } from '@harmony/web-api';
/** The shortest and longest words the API searches (GET /api/search answers 400 otherwise). */
export { searchQueryLimits } from '@harmony/site-config';
