import { api, type ApiSchemas } from '@harmony/web-api';
import type { ListArgs, ListPage } from '../common/index.js';

/** GET /api/admin/mail-messages: one message in the list. */
export type MailMessageItem = ApiSchemas['schemas']['MailMessageItemResponse'];

/** GET /api/admin/mail-messages/{id}: the message with what was sent. */
export type MailMessageDetail = ApiSchemas['schemas']['MailMessageDetailResponse'];

type MailMessagePage = ApiSchemas['schemas']['MailMessagePageResponse'];

export type MailStatus = MailMessageItem['status'];

/** The list's page and search, and its two filters (empty: every status, every kind). */
export interface MailListArgs extends ListArgs {
  status: MailStatus | '';
  kind: string;
}

/** `?status=&kind=&q=&page=&pageSize=`: the screen's offset and limit as the API's numbered pages. */
export function mailListQuery({ offset, limit, q, status, kind }: MailListArgs): string {
  const params = new URLSearchParams({ page: String(Math.floor(offset / limit) + 1), pageSize: String(limit) });
  if (status) params.set('status', status);
  if (kind.trim()) params.set('kind', kind.trim());
  if (q?.trim()) params.set('q', q.trim());
  return params.toString();
}

export const emailAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailMessages: build.query<ListPage<MailMessageItem>, MailListArgs>({
      query: (args) => `/admin/mail-messages?${mailListQuery(args)}`,
      transformResponse: ({ items, total }: MailMessagePage) => ({ items, total }),
      providesTags: ['MailMessage'],
    }),
    /** Every kind the site has sent: the Kind filter's options. */
    getMailKinds: build.query<string[], void>({
      query: () => '/admin/mail-messages/kinds',
      transformResponse: ({ kinds }: ApiSchemas['schemas']['MailKindsResponse']) => kinds,
      providesTags: ['MailMessage'],
    }),
    getMailMessage: build.query<MailMessageDetail, number>({
      query: (id) => `/admin/mail-messages/${id}`,
      providesTags: ['MailMessage'],
    }),
    /** Only a failed message; the list and the open message then show it queued. */
    resendMailMessage: build.mutation<MailMessageItem, number>({
      query: (id) => ({ url: `/admin/mail-messages/${id}/resend`, method: 'POST' }),
      // Even when refused: a 409 means it is no longer failed (another tab resent it), so what is shown is stale.
      invalidatesTags: () => ['MailMessage'],
    }),
  }),
});

export const { useGetMailKindsQuery, useGetMailMessagesQuery, useGetMailMessageQuery, useResendMailMessageMutation } = emailAdminApi;
