import { api, type ApiPaths, type ApiSchemas } from '@harmony/web-api';

type Schemas = ApiSchemas['schemas'];

/** GET /api/admin/newsletters/{id}: one newsletter, its markdown as written, with its counts. */
export type Newsletter = Schemas['NewsletterResponse'];

/** Where a newsletter stands: written, waiting for its time, going out, gone out. */
export type NewsletterStatus = Newsletter['status'];

/** How far a sending got: everyone it is for, and where each of their messages is. */
export type NewsletterCounts = Schemas['NewsletterCountsResponse'];

/** GET /api/admin/newsletters: a page, newest first. */
export type NewsletterPage = Schemas['NewsletterPageResponse'];

/** What the list asks for; `episodeId` narrows it to that episode's newsletters. */
type NewsletterListQuery = NonNullable<ApiPaths['/api/admin/newsletters']['get']['parameters']['query']>;
export type NewsletterListArgs = Required<Pick<NewsletterListQuery, 'page' | 'pageSize'>> & Pick<NewsletterListQuery, 'episodeId'>;

/** POST /api/admin/newsletters takes all three (previewText optional); PATCH any of them. */
export type NewsletterFields = Schemas['CreateNewsletterRequest'];

/** The server's limits (CONTRACT-25), so the browser says so before sending. */
export const newsletterLimits = { subject: 200, previewText: 200, content: 100_000 } as const;

const listed = { type: 'Broadcast' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Broadcast' as const, id });

export const newslettersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsletters: build.query<NewsletterPage, NewsletterListArgs>({
      query: ({ page, pageSize, episodeId }) => {
        const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
        if (episodeId !== undefined) params.set('episodeId', String(episodeId));
        return `/admin/newsletters?${params.toString()}`;
      },
      providesTags: (page) => [listed, ...(page?.items.map(({ id }) => one(id)) ?? [])],
    }),
    getNewsletter: build.query<Newsletter, number>({
      query: (id) => `/admin/newsletters/${id}`,
      providesTags: (_newsletter, _error, id) => [one(id)],
    }),
    createNewsletter: build.mutation<Newsletter, NewsletterFields>({
      query: (body) => ({ url: '/admin/newsletters', method: 'POST', body }),
      invalidatesTags: [listed],
    }),
    updateNewsletter: build.mutation<Newsletter, { id: number; changes: Schemas['NewsletterChangesRequest'] }>({
      query: ({ id, changes }) => ({ url: `/admin/newsletters/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_newsletter, _error, { id }) => [listed, one(id)],
    }),
    deleteNewsletter: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/newsletters/${id}`, method: 'DELETE' }),
      // Not the newsletter's own tag: the editor it was deleted from would ask for it again and find nothing.
      invalidatesTags: [listed],
    }),
    /** One copy to `to`, or to OWNER_EMAIL when left out; stores nothing and counts nothing. */
    sendNewsletterTest: build.mutation<Schemas['TestNewsletterResponse'], { id: number } & Schemas['TestNewsletterRequest']>({
      query: ({ id, to }) => ({ url: `/admin/newsletters/${id}/test`, method: 'POST', body: to ? { to } : {} }),
    }),
    /** To every active subscriber: now, or at `at` (an instant) when it is still to come. */
    sendNewsletter: build.mutation<Newsletter, { id: number } & Schemas['SendNewsletterRequest']>({
      query: ({ id, at }) => ({ url: `/admin/newsletters/${id}/send`, method: 'POST', body: at ? { at } : {} }),
      invalidatesTags: (_newsletter, _error, { id }) => [listed, one(id)],
    }),
  }),
});

export const {
  useGetNewslettersQuery,
  useGetNewsletterQuery,
  useCreateNewsletterMutation,
  useUpdateNewsletterMutation,
  useDeleteNewsletterMutation,
  useSendNewsletterTestMutation,
  useSendNewsletterMutation,
} = newslettersAdminApi;
