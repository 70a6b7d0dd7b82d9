export { api, tagTypes } from './api.js';
export { httpErrorMessage, toApiError, apiErrorMessage, type ApiError } from './api-error.js';
export { rootReducer, createAppStore, type RootState, type LazyLoadedSlices, type AppStore, type AppDispatch } from './root-reducer.js';
export { episodesApi, useGetEpisodesQuery, useGetFeaturedEpisodesQuery, useGetEpisodeQuery, type Episode } from './episodes.js';
