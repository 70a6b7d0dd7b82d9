import { api, type ApiSchemas } from '@harmony/web-api';

/** Every network an account can be connected for (X keeps its stored name `twitter`). */
export type SocialAccountPlatform = ApiSchemas['schemas']['SocialAccountResponse']['platform'];

/** Where a connection stands: working, working but expiring within 7 days, or refused by the network. */
export type SocialAccountState = ApiSchemas['schemas']['SocialAccountResponse']['state'];

/** GET /api/admin/social-accounts: one connected account (its credentials never leave the server). */
export type SocialAccount = ApiSchemas['schemas']['SocialAccountResponse'];

/** GET /api/admin/social-accounts: a network that can be connected, and how. */
export type SocialPlatformOption = ApiSchemas['schemas']['SocialPlatformOptionResponse'];

export type SocialAccountsResponse = ApiSchemas['schemas']['SocialAccountsResponse'];

/**
 * POST /api/admin/social-accounts: the fields of a network connected by a form (checked against it on save).
 * Narrower than the generated request (one optional field per network): each form sends its own fields.
 */
export type ConnectSocialAccountRequest =
  | { platform: 'mastodon'; instanceUrl: string; accessToken: string }
  | { platform: 'bluesky'; service?: string; handle: string; appPassword: string }
  | { platform: 'webhook'; url: string; secret: string };

/** Where the owner is sent to connect an OAuth network: the API answers 302 to the network's authorize URL. */
export const connectPathOf = (platform: SocialAccountPlatform): string => `/api/admin/social-accounts/${platform}/connect`;

// The shared api's tag list is @harmony/web-api's; this screen's own tag is added here, where it is used.
const accountsApi = api.enhanceEndpoints({ addTagTypes: ['SocialAccount'] });
const listed = { type: 'SocialAccount' as const, id: 'LIST' };

export const socialAccountsApi = accountsApi.injectEndpoints({
  endpoints: (build) => ({
    getSocialAccounts: build.query<SocialAccountsResponse, void>({
      query: () => '/admin/social-accounts',
      providesTags: [listed],
    }),
    connectSocialAccount: build.mutation<SocialAccount, ConnectSocialAccountRequest>({
      query: (body) => ({ url: '/admin/social-accounts', method: 'POST', body }),
      invalidatesTags: [listed],
    }),
    disconnectSocialAccount: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/social-accounts/${id}`, method: 'DELETE' }),
      // Even when refused: a 404 means another tab disconnected it, so the list shown is stale.
      invalidatesTags: () => [listed],
    }),
  }),
});

export const { useGetSocialAccountsQuery, useConnectSocialAccountMutation, useDisconnectSocialAccountMutation } = socialAccountsApi;
