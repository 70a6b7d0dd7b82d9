import type { LegalPageKind } from '@harmony/site-config';
import { api, type ApiSchemas } from '@harmony/web-api';

/** A legal page as the owner edits it (GET /api/admin/legal-pages/{kind}): its markdown, and null `updatedAt` while it is the default text. */
export type ManagedLegalPage = ApiSchemas['schemas']['ManagedLegalPageResponse'];

export const legalPagesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedLegalPage: build.query<ManagedLegalPage, LegalPageKind>({
      query: (kind) => `/admin/legal-pages/${kind}`,
      providesTags: (_page, _error, kind) => [{ type: 'LegalPage', id: `ADMIN-${kind}` }],
    }),
    /** A save changes the public page too: both the editor's answer and the site's are refetched. */
    updateLegalPage: build.mutation<ManagedLegalPage, { kind: LegalPageKind; content: string }>({
      query: ({ kind, content }) => ({ url: `/admin/legal-pages/${kind}`, method: 'PUT', body: { content } }),
      invalidatesTags: (_page, _error, { kind }) => [
        { type: 'LegalPage', id: kind },
        { type: 'LegalPage', id: `ADMIN-${kind}` },
      ],
    }),
  }),
});

export const { useGetManagedLegalPageQuery, useUpdateLegalPageMutation } = legalPagesAdminApi;
