import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretKeys } from '@harmony/platform';
import {
  AccountPublishing,
  CheckConnections,
  ConnectSocialAccount,
  DisconnectSocialAccount,
  ListSocialAccounts,
  OAuthAttempts,
  OAuthConnection,
  PublishThroughConnectedAccount,
  SocialAccounts,
  SocialNetworkDirectory,
  type SocialNetwork,
} from './application/index.js';
import { SOCIAL_PUBLIC_URL, SocialAccountsController } from './adapters/http/social-accounts.controller.js';
import { OAuthAttemptSchema } from './adapters/persistence/oauth-attempt.schema.js';
import { SocialAccountSchema } from './adapters/persistence/social-account.schema.js';
import { TypeOrmOAuthAttempts } from './adapters/persistence/typeorm-oauth-attempts.js';
import { TypeOrmSocialAccounts } from './adapters/persistence/typeorm-social-accounts.js';
import { CredentialCipher, SOCIAL_CREDENTIALS_KEY_PURPOSE } from './adapters/secrets/credential-cipher.js';
import { socialNetworksFrom } from './adapters/networks/index.js';
import { ConnectionCheckTimer } from './adapters/timers/connection-check-timer.js';
import type { SocialConfig } from './social.config.js';

export interface SocialModuleOptions {
  readonly config: SocialConfig;
  /** PUBLIC_URL: the OAuth networks call back on it. */
  readonly publicUrl: string;
  /** The API checks the connections every hour; a worker, which only publishes, does not. */
  readonly checksConnections?: boolean;
  /** Tests only: the networks to reach. Default: every network this version has an adapter for. */
  readonly networks?: readonly SocialNetwork[];
}

/**
 * The social context (issue 26): the connected accounts and the networks' adapters. Content automation
 * publishes through its exported AccountPublishing; the API also serves the accounts' routes. Needs the
 * platform's SecretKeys (SecretsModule): the credentials' key is derived from SECRETS_KEY.
 */
@Module({})
export class SocialModule {
  static forRoot({ config, publicUrl, checksConnections = false, networks }: SocialModuleOptions): DynamicModule {
    const providers: Provider[] = [
      ListSocialAccounts,
      ConnectSocialAccount,
      DisconnectSocialAccount,
      OAuthConnection,
      CheckConnections,
      { provide: SOCIAL_PUBLIC_URL, useValue: publicUrl },
      { provide: SocialNetworkDirectory, useValue: new SocialNetworkDirectory(networks ?? socialNetworksFrom(config), config.oauthApps) },
      { provide: CredentialCipher, inject: [SecretKeys], useFactory: (keys: SecretKeys) => new CredentialCipher(keys.derive(SOCIAL_CREDENTIALS_KEY_PURPOSE)) },
      { provide: SocialAccounts, useClass: TypeOrmSocialAccounts },
      { provide: OAuthAttempts, useClass: TypeOrmOAuthAttempts },
      { provide: AccountPublishing, useClass: PublishThroughConnectedAccount },
      ...(checksConnections ? [ConnectionCheckTimer] : []),
    ];
    return {
      module: SocialModule,
      imports: [TypeOrmModule.forFeature([SocialAccountSchema, OAuthAttemptSchema])],
      controllers: [SocialAccountsController],
      providers,
      exports: [AccountPublishing],
    };
  }
}
