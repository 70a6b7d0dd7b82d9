import { api, type ApiSchemas } from '@harmony/web-api';
import { listQuery, toListPage, type ListArgs, type ListPage } from '../common/index.js';

/** Where an episode stands for visitors: public, waiting for its date, or held back until it has its audio and cover. */
export type EpisodeStatus = AdminEpisode['status'];

/** An episode as the back office reads it (GET /api/admin/episodes): every state, the source description. */
export type AdminEpisode = ApiSchemas['schemas']['ManagedEpisodeResponse'];

/** A chapter as the Episode Manager edits it (JSON Chapters' startTime as startSeconds). */
export type EpisodeChapter = ApiSchemas['schemas']['ManagedChapterResponse'];

/** One episode in the editor (GET /api/admin/episodes/{id}): with its transcript's file and size and its chapters. */
export type AdminEpisodeDetail = ApiSchemas['schemas']['ManagedEpisodeDetailResponse'];

/** What the form sends to create or change an episode (SPEC §3 fields). */
export type EpisodeFields = ApiSchemas['schemas']['CreateEpisodeRequest'];

/** The episode's media, uploaded as the raw file body (streamed to storage by the server). */
export type EpisodeMedia = 'audio' | 'cover';

// Every write also changes what the public site shows: the public 'Episode' lists are refreshed too.
const changed = [{ type: 'Episode' as const, id: 'ADMIN' }, 'Episode' as const];

export const episodesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminEpisodes: build.query<ListPage<AdminEpisode>, ListArgs>({
      query: (args) => `/admin/episodes?${listQuery(args)}`,
      transformResponse: toListPage<AdminEpisode>,
      providesTags: [{ type: 'Episode', id: 'ADMIN' }],
    }),
    getAdminEpisode: build.query<AdminEpisodeDetail, number>({
      query: (id) => `/admin/episodes/${id}`,
      providesTags: [{ type: 'Episode', id: 'ADMIN' }],
    }),
    createEpisode: build.mutation<AdminEpisode, EpisodeFields>({
      query: (body) => ({ url: '/episodes', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateEpisode: build.mutation<AdminEpisode, { id: number; changes: Partial<EpisodeFields> }>({
      query: ({ id, changes }) => ({ url: `/episodes/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: changed,
    }),
    deleteEpisode: build.mutation<void, number>({
      query: (id) => ({ url: `/episodes/${id}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    uploadEpisodeMedia: build.mutation<AdminEpisode, { id: number; media: EpisodeMedia; file: File }>({
      query: ({ id, media, file }) => ({ url: `/episodes/${id}/${media}`, method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }),
      invalidatesTags: changed,
    }),
    uploadTranscript: build.mutation<AdminEpisodeDetail, { id: number; file: File }>({
      // A .srt often comes without a type from the browser: the server tells the formats apart by reading them.
      query: ({ id, file }) => ({ url: `/episodes/${id}/transcript`, method: 'PUT', body: file, headers: { 'content-type': file.type || 'text/plain' } }),
      invalidatesTags: changed,
    }),
    removeTranscript: build.mutation<AdminEpisodeDetail, number>({
      query: (id) => ({ url: `/episodes/${id}/transcript`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    saveChapters: build.mutation<AdminEpisodeDetail, { id: number; chapters: readonly EpisodeChapter[] }>({
      // The JSON Chapters document the feed's podcast:chapters serves.
      query: ({ id, chapters }) => ({
        url: `/episodes/${id}/chapters`,
        method: 'PUT',
        body: { version: '1.2.0', chapters: chapters.map(({ startSeconds, ...chapter }) => ({ startTime: startSeconds, ...chapter })) },
      }),
      invalidatesTags: changed,
    }),
    removeChapters: build.mutation<AdminEpisodeDetail, number>({
      query: (id) => ({ url: `/episodes/${id}/chapters`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** The description as the episode page will show it, rendered and sanitized by the server; stores nothing. */
    previewEpisodeDescription: build.mutation<{ html: string }, string>({
      query: (description) => ({ url: '/admin/episodes/description-preview', method: 'POST', body: { description } }),
    }),
  }),
});

export const {
  useGetAdminEpisodesQuery,
  useGetAdminEpisodeQuery,
  useCreateEpisodeMutation,
  useUpdateEpisodeMutation,
  useDeleteEpisodeMutation,
  useUploadEpisodeMediaMutation,
  useUploadTranscriptMutation,
  useRemoveTranscriptMutation,
  useSaveChaptersMutation,
  useRemoveChaptersMutation,
  usePreviewEpisodeDescriptionMutation,
} = episodesAdminApi;
