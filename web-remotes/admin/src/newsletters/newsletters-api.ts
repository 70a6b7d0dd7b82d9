import { api } from '@harmony/web-api';

// Typed by hand from CONTRACT-25 ("Broadcasts"): the API's routes are built on another branch, so the
// generated ApiSchemas do not have them here yet. Once merged, these become ApiSchemas['schemas'][…].

/** Where a newsletter stands: written, waiting for its time, going out, gone out. */
export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

/** How far a sending got: everyone it is for, and where each of their messages is. */
export interface NewsletterCounts {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
}

/** GET /api/admin/newsletters/{id}: one newsletter, its markdown as written. */
export interface Newsletter {
  id: number;
  subject: string;
  previewText: string;
  /** Markdown. */
  content: string;
  status: NewsletterStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Written by the owner, or drafted by content automation for a processed episode. */
  source: 'owner' | 'content-automation';
  episodeId: number | null;
  counts: NewsletterCounts;
}

/** GET /api/admin/newsletters: a page, newest first. */
export interface NewsletterPage {
  items: Newsletter[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the list asks for; `episodeId` narrows it to the drafts content automation wrote for that episode. */
export interface NewsletterListArgs {
  /** 1-based. */
  page: number;
  pageSize: number;
  episodeId?: number;
}

/** POST /api/admin/newsletters takes all three (previewText optional); PATCH any of them. */
export interface NewsletterFields {
  subject: string;
  content: string;
  previewText?: string;
}

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
    updateNewsletter: build.mutation<Newsletter, { id: number; changes: Partial<NewsletterFields> }>({
      query: ({ id, changes }) => ({ url: `/admin/newsletters/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_newsletter, _error, { id }) => [listed, one(id)],
    }),
    deleteNewsletter: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/newsletters/${id}`, method: 'DELETE' }),
      // Not the newsletter's own tag: the editor it was deleted from would ask for it again and find nothing.
      invalidatesTags: [listed],
    }),
    /** One copy to `to`, or to OWNER_EMAIL when left out; stores nothing and counts nothing. */
    sendNewsletterTest: build.mutation<{ to: string }, { id: number; to?: string }>({
      query: ({ id, to }) => ({ url: `/admin/newsletters/${id}/test`, method: 'POST', body: to ? { to } : {} }),
    }),
    /** To every active subscriber: now, or at `at` (an instant) when it is still to come. */
    sendNewsletter: build.mutation<Newsletter, { id: number; at?: string }>({
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
