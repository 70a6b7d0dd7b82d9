import { api } from '@harmony/web-api';

// Typed by hand from CONTRACT-26 ("Accounts", its routes): the API is built on another branch, so the
// generated ApiSchemas do not have it here yet. TODO-merge: the lead switches these to
// ApiSchemas['schemas'][…] (libs/web-api/src/generated/api-types.ts) once the API is merged.

/** Every network an account can be connected for (X keeps its stored name `twitter`). */
export type SocialAccountPlatform = 'mastodon' | 'bluesky' | 'webhook' | 'twitter' | 'linkedin' | 'facebook' | 'instagram';

/** Where a connection stands: working, working but expiring within 7 days, or refused by the network. */
export type SocialAccountState = 'connected' | 'expiring' | 'needs_reconnect';

/** GET /api/admin/social-accounts: one connected account (its credentials never leave the server). */
export interface SocialAccount {
  id: number;
  platform: SocialAccountPlatform;
  displayName: string;
  profileUrl: string;
  maxCharacters: number;
  state: SocialAccountState;
  expiresAt: string | null;
  expiresInDays: number | null;
  lastError: string | null;
  createdAt: string;
}

/** GET /api/admin/social-accounts: a network that can be connected, and how. */
export interface SocialPlatformOption {
  platform: SocialAccountPlatform;
  /** "Mastodon", "Bluesky", "Webhook", "X", "LinkedIn", "Facebook Page", "Instagram". */
  name: string;
  /** A form of fields on this screen, or the network's own sign-in (OAuth). */
  connect: 'form' | 'oauth';
  /** False for an OAuth network whose app credentials are not configured. */
  available: boolean;
  /** When not available: what to register and which settings to set. */
  setup: string | null;
}

export interface SocialAccountsResponse {
  accounts: SocialAccount[];
  platforms: SocialPlatformOption[];
}

/** POST /api/admin/social-accounts: the fields of a network connected by a form (checked against it on save). */
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
