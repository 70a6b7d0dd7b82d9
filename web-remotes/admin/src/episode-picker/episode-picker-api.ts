import { api, type ApiSchemas } from '@harmony/web-api';
import { listQuery, toListPage, type ListPage } from '../common/index.js';

/** What the picker shows and hands on of an episode: its id for the API, its number and title for the owner. */
export type PickedEpisode = Pick<ApiSchemas['schemas']['ManagedEpisodeResponse'], 'id' | 'number' | 'title'>;

/** How many episodes one search offers: enough to scroll, few enough to read; typing narrows the rest. */
export const pickerLimit = 20;

// The Episode Manager's list (GET /api/admin/episodes), so an edit there refreshes what the picker offers.
const managed = [{ type: 'Episode' as const, id: 'ADMIN' }];

export const episodePickerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The newest episodes whose title contains the text or whose number starts with it (all of them for ''). */
    searchEpisodes: build.query<ListPage<PickedEpisode>, string>({
      query: (q) => `/admin/episodes?${listQuery({ offset: 0, limit: pickerLimit, q })}`,
      transformResponse: toListPage<PickedEpisode>,
      providesTags: managed,
    }),
    /** The episode with this number, or null when none has it. */
    episodeByNumber: build.query<PickedEpisode | null, number>({
      query: (number) => `/admin/episodes?number=${number}&limit=1`,
      transformResponse: (episodes: PickedEpisode[]) => episodes[0] ?? null,
      providesTags: managed,
    }),
  }),
});

export const { useSearchEpisodesQuery, useEpisodeByNumberQuery } = episodePickerApi;
