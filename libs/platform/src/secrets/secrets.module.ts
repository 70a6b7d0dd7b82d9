import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { loadSecretsKey, SecretKeys } from './secret-keys.js';

/** Provides SecretKeys to every context (global): each derives the key of its own purpose at boot. */
@Global()
@Module({})
export class SecretsModule {
  static forRoot(config: Pick<AppConfig, 'secretsKey'>): DynamicModule {
    return {
      module: SecretsModule,
      providers: [{ provide: SecretKeys, useFactory: async () => new SecretKeys(await loadSecretsKey(config.secretsKey)) }],
      exports: [SecretKeys],
    };
  }
}
