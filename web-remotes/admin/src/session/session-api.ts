import { api, type ApiSchemas } from '@harmony/web-api';

export type SessionState = ApiSchemas['schemas']['SessionState'];
export type LoginRequest = ApiSchemas['schemas']['LoginRequest'];

/** The back office's session calls (ARCHITECTURE §7): the server decides; the screens only ask. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionState, void>({
      query: () => '/auth/session',
      providesTags: ['Session'],
    }),
    login: build.mutation<SessionState, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      // A body, so the request carries a Content-Length (the API refuses bodiless POSTs it cannot size).
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLogoutMutation } = sessionApi;
