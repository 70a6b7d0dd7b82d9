import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { connectionState, expiresInDays, NETWORK_PLATFORMS, type ConnectionState, type NetworkPlatform, type SocialAccount } from '../../domain/index.js';
import type { ConnectionFields, PlatformOption } from '../../application/index.js';

const MAX_FIELD_LENGTH = 4000;
const at = { format: 'date-time', example: '2026-11-26T10:15:00.000Z' } as const;
const field = (description: string, example: string) => ApiPropertyOptional({ description, example, maxLength: MAX_FIELD_LENGTH });
const text = (name: string) => [IsOptional(), IsString({ message: `${name} must be text` }), MaxLength(MAX_FIELD_LENGTH, { message: `${name} must be at most ${MAX_FIELD_LENGTH} characters` })];
const apply = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorate) => decorate(target, key));

/**
 * `POST /api/admin/social-accounts`: the platform and the fields its form asks for — Mastodon
 * `{instanceUrl, accessToken}`, Bluesky `{service?, handle, appPassword}`, webhook `{url, secret}`. The
 * network checks them before anything is stored.
 */
export class ConnectSocialAccountRequest {
  @ApiProperty({ enum: NETWORK_PLATFORMS, example: 'mastodon' })
  @IsString({ message: 'platform is required' })
  @IsIn(NETWORK_PLATFORMS, { message: `platform must be one of: ${NETWORK_PLATFORMS.join(', ')}` })
  platform!: NetworkPlatform;

  @field('Mastodon: the instance address.', 'https://mastodon.social')
  @apply(...text('instanceUrl'))
  instanceUrl?: string;

  @field('Mastodon: the access token of an application with write:statuses, write:media and read:accounts.', 'pasted-from-mastodon')
  @apply(...text('accessToken'))
  accessToken?: string;

  @field('Bluesky: the PDS address (default https://bsky.social).', 'https://bsky.social')
  @apply(...text('service'))
  service?: string;

  @field('Bluesky: the handle.', 'harmony.bsky.social')
  @apply(...text('handle'))
  handle?: string;

  @field('Bluesky: an app password (Settings → App passwords), never the account password.', 'abcd-efgh-ijkl-mnop')
  @apply(...text('appPassword'))
  appPassword?: string;

  @field('Webhook: the address that receives each post (https).', 'https://hooks.zapier.com/hooks/catch/1/abc')
  @apply(...text('url'))
  url?: string;

  @field('Webhook: the secret X-Harmony-Signature is computed with (16 characters or more).', 'a-long-shared-secret')
  @apply(...text('secret'))
  secret?: string;

  static fieldsOf({ platform: _platform, ...fields }: ConnectSocialAccountRequest): ConnectionFields {
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

export class SocialAccountResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: NETWORK_PLATFORMS, example: 'mastodon' }) platform!: NetworkPlatform;
  @ApiProperty({ example: '@harmony@mastodon.social' }) displayName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://mastodon.social/@harmony' }) profileUrl!: string | null;
  @ApiProperty({ example: 500, description: 'The longest post the account takes.' }) maxCharacters!: number;
  @ApiProperty({ enum: ['connected', 'expiring', 'needs_reconnect'], description: '`expiring`: the credentials expire within 7 days.' }) state!: ConnectionState;
  @ApiProperty({ type: String, nullable: true, ...at }) expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 5 }) expiresInDays!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the network said when the connection stopped working.' }) lastError!: string | null;
  @ApiProperty(at) createdAt!: string;

  static from(account: SocialAccount, now: Date = new Date()): SocialAccountResponse {
    return {
      id: account.id,
      platform: account.platform,
      displayName: account.displayName,
      profileUrl: account.profileUrl,
      maxCharacters: account.maxCharacters,
      state: connectionState(account, now),
      expiresAt: account.expiresAt?.toISOString() ?? null,
      expiresInDays: expiresInDays(account, now),
      lastError: account.lastError,
      createdAt: account.createdAt.toISOString(),
    };
  }
}

export class SocialPlatformOptionResponse {
  @ApiProperty({ enum: NETWORK_PLATFORMS }) platform!: NetworkPlatform;
  @ApiProperty({ example: 'Mastodon' }) name!: string;
  @ApiProperty({ enum: ['form', 'oauth'] }) connect!: 'form' | 'oauth';
  @ApiProperty({ description: 'Whether it can be connected on this site now.' }) available!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'To connect X, register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET.' }) setup!: string | null;
}

export class SocialAccountsResponse {
  @ApiProperty({ type: [SocialAccountResponse] }) accounts!: SocialAccountResponse[];
  @ApiProperty({ type: [SocialPlatformOptionResponse] }) platforms!: SocialPlatformOptionResponse[];

  static from({ accounts, platforms }: { accounts: readonly SocialAccount[]; platforms: readonly PlatformOption[] }, now: Date = new Date()): SocialAccountsResponse {
    return { accounts: accounts.map((account) => SocialAccountResponse.from(account, now)), platforms: [...platforms] };
  }
}

const SIGN_IN_VALUE_LENGTH = 4000;
const signInValue = (name: string, description: string): PropertyDecorator =>
  apply(
    ApiPropertyOptional({ type: String, maxLength: SIGN_IN_VALUE_LENGTH, description }),
    IsOptional(),
    IsString({ message: `${name} must be given once, as text` }),
    MaxLength(SIGN_IN_VALUE_LENGTH, { message: `${name} must be at most ${SIGN_IN_VALUE_LENGTH} characters` }),
  );

/**
 * What a network sends back to the callback (OAuth 2: `code` and `state`, or `error` with its description; Meta
 * adds `error_reason` and `error_code`, OpenID providers `iss`, and some echo `scope`). Anything else is refused.
 */
export class SignInCallbackQuery {
  @signInValue('code', 'The authorization code.') code?: string;
  @signInValue('state', 'The state the sign-in was started with.') state?: string;
  @signInValue('error', 'Why the network sent the owner back without a code (access_denied…).') error?: string;
  @signInValue('error_description', "The network's words for the error.") error_description?: string;
  @signInValue('error_reason', "Meta's reason (user_denied).") error_reason?: string;
  @signInValue('error_code', "Meta's error code.") error_code?: string;
  @signInValue('scope', 'The scopes granted, as some networks echo them.') scope?: string;
  @signInValue('iss', 'The issuer (OpenID Connect).') iss?: string;
}
