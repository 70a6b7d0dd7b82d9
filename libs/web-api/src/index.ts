export { api, tagTypes } from './api.js';
export { httpErrorMessage, toApiError, apiErrorMessage, apiErrorDetail, apiFieldErrors, apiRefusal, isApiNotFound, isApiUnauthorized, type ApiError, type FieldError } from './api-error.js';
export { rootReducer, createAppStore, type RootState, type LazyLoadedSlices, type AppStore, type AppDispatch } from './root-reducer.js';
export { episodesApi, useGetEpisodesQuery, useGetLatestEpisodesQuery, useGetEpisodeQuery, type Episode, type EpisodeDetail } from './episodes.js';
export { blogApi, useGetBlogArticlesQuery, useGetFeaturedBlogArticlesQuery, useGetBlogArticleQuery, type BlogArticle } from './blog.js';
export { legalPagesApi, useGetLegalPageQuery, type LegalPage } from './legal-pages.js';
export { searchApi, useSearchSiteQuery, type SearchAnswer, type SearchResult } from './search.js';
export { seedInlinedQueries, type InlinedQuery } from './first-screen.js';
export type { components as ApiSchemas, paths as ApiPaths } from './generated/api-types.js';
