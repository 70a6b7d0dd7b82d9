import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error.js';

/** Every cache tag of the backend, declared once so features can invalidate each other's data. */
export const tagTypes = ['Episode', 'BlogArticle', 'Newsletter', 'Workshop', 'ContactMessage', 'SocialPost', 'ContentJob', 'Analytics', 'Session', 'LegalPage', 'MailMessage', 'Broadcast'] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  // problem+json must be parsed too, not only application/json.
  isJsonContentType: (headers) => /[/+]json\b/i.test(headers.get('content-type') ?? ''),
  responseHandler: 'content-type',
});

// No `retry` wrapper: SPEC §7 asks for no retries.
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/**
 * The single RTK Query api of the web (shared as a Module Federation singleton, so the shell's store
 * and every remote talk to the same instance). Features add endpoints with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  // SPEC §7: no refetch on focus or reconnect, no polling unless an endpoint asks for it.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
