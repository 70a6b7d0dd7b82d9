import { api } from './api.js';

/** An episode as GET /api/episodes* returns it: `description` is HTML as written, `descriptionHtml` that sanitized by the API. */
export interface Episode {
  id: number;
  number: number;
  title: string;
  description: string;
  descriptionHtml: string;
  audioUrl: string;
  imageUrl: string;
  duration: string;
  publishedAt: string;
  featured: boolean;
}

export const episodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEpisodes: build.query<Episode[], void>({
      query: () => '/episodes',
      providesTags: (episodes) => [{ type: 'Episode', id: 'LIST' }, ...(episodes ?? []).map(({ id }) => ({ type: 'Episode' as const, id }))],
    }),
    getFeaturedEpisodes: build.query<Episode[], void>({
      query: () => '/episodes/featured',
      providesTags: (episodes) => [{ type: 'Episode', id: 'FEATURED' }, ...(episodes ?? []).map(({ id }) => ({ type: 'Episode' as const, id }))],
    }),
    getEpisode: build.query<Episode, number>({
      query: (id) => `/episodes/${id}`,
      providesTags: (_episode, _error, id) => [{ type: 'Episode', id }],
    }),
  }),
});

export const { useGetEpisodesQuery, useGetFeaturedEpisodesQuery, useGetEpisodeQuery } = episodesApi;
