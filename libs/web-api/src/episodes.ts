import { api } from './api.js';
import type { components } from './generated/api-types.js';

/** An episode as GET /api/episodes* returns it: `descriptionHtml` is the description sanitized by the API (the one as written is only the owner's). */
export type Episode = components['schemas']['EpisodeResponse'];
/** One episode as GET /api/episodes/{id} returns it: also its transcript and chapters (null when it has none). */
export type EpisodeDetail = components['schemas']['EpisodeDetailResponse'];

export const episodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEpisodes: build.query<Episode[], void>({
      query: () => '/episodes',
      providesTags: (episodes) => [{ type: 'Episode', id: 'LIST' }, ...(episodes ?? []).map(({ id }) => ({ type: 'Episode' as const, id }))],
    }),
    /** The newest `limit` public episodes, newest first (the home page's latest episodes). */
    getLatestEpisodes: build.query<Episode[], number>({
      query: (limit) => `/episodes?limit=${limit}`,
      providesTags: (episodes) => [{ type: 'Episode', id: 'LIST' }, ...(episodes ?? []).map(({ id }) => ({ type: 'Episode' as const, id }))],
    }),
    getEpisode: build.query<EpisodeDetail, number>({
      query: (id) => `/episodes/${id}`,
      providesTags: (_episode, _error, id) => [{ type: 'Episode', id }],
    }),
  }),
});

export const { useGetEpisodesQuery, useGetLatestEpisodesQuery, useGetEpisodeQuery } = episodesApi;
