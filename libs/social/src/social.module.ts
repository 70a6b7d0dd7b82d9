import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretKeys } from '@harmony/platform';
import { AccountPublishing, ConnectSocialAccount, DisconnectSocialAccount, ListSocialAccounts, PublishThroughConnectedAccount, SocialAccounts, SocialNetworkDirectory, type SocialNetwork } from './application/index.js';
import { SocialAccountsController } from './adapters/http/social-accounts.controller.js';
import { SocialAccountSchema } from './adapters/persistence/social-account.schema.js';
import { TypeOrmSocialAccounts } from './adapters/persistence/typeorm-social-accounts.js';
import { CredentialCipher, SOCIAL_CREDENTIALS_KEY_PURPOSE } from './adapters/secrets/credential-cipher.js';
import { socialNetworksFrom } from './adapters/networks/index.js';
import type { SocialConfig } from './social.config.js';

export interface SocialModuleOptions {
  readonly config: SocialConfig;
  /** Tests only: the networks to reach (loopback fakes). Default: every network this version has an adapter for. */
  readonly networks?: readonly SocialNetwork[];
}

/**
 * The social context (issue 26): the connected accounts and the networks' adapters. Content automation
 * publishes through its exported AccountPublishing; the API also serves the accounts' routes. Needs the
 * platform's SecretKeys (SecretsModule): the credentials' key is derived from SECRETS_KEY.
 */
@Module({})
export class SocialModule {
  static forRoot({ config, networks }: SocialModuleOptions): DynamicModule {
    return {
      module: SocialModule,
      imports: [TypeOrmModule.forFeature([SocialAccountSchema])],
      controllers: [SocialAccountsController],
      providers: [
        ListSocialAccounts,
        ConnectSocialAccount,
        DisconnectSocialAccount,
        { provide: SocialNetworkDirectory, useValue: new SocialNetworkDirectory(networks ?? socialNetworksFrom(), config.oauthApps) },
        { provide: CredentialCipher, inject: [SecretKeys], useFactory: (keys: SecretKeys) => new CredentialCipher(keys.derive(SOCIAL_CREDENTIALS_KEY_PURPOSE)) },
        { provide: SocialAccounts, useClass: TypeOrmSocialAccounts },
        { provide: AccountPublishing, useClass: PublishThroughConnectedAccount },
      ],
      exports: [AccountPublishing],
    };
  }
}
