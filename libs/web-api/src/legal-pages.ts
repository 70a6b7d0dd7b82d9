import type { LegalPageKind } from '@harmony/site-config';
import { api } from './api.js';
import type { components } from './generated/api-types.js';

/** A legal page as GET /api/legal-pages/{kind} returns it: `contentHtml` rendered and sanitized when the owner saved it. */
export type LegalPage = components['schemas']['LegalPageResponse'];

export const legalPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The Privacy Policy or the Terms: the owner's text, else the site's default. */
    getLegalPage: build.query<LegalPage, LegalPageKind>({
      query: (kind) => `/legal-pages/${kind}`,
      providesTags: (_page, _error, kind) => [{ type: 'LegalPage', id: kind }],
    }),
  }),
});

export const { useGetLegalPageQuery } = legalPagesApi;
