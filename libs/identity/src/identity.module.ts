import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitStores } from '@harmony/platform';
import { SessionRepository, UserRepository } from './domain/index.js';
import { CurrentSession, EnsureOwnerAccount, PasswordHasher, Secrets, SignIn, SignOut } from './application/index.js';
import { AuthController, SECURE_COOKIES } from './adapters/http/auth.controller.js';
import { loginRateLimit } from './adapters/http/login-rate-limit.js';
import { PUBLIC_ORIGIN, SessionGuard } from './adapters/http/session.guard.js';
import { RandomSecrets } from './adapters/crypto/random-secrets.js';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher.js';
import { identitySchemas } from './adapters/persistence/identity.schemas.js';
import { TypeOrmSessionRepository } from './adapters/persistence/typeorm-session.repository.js';
import { TypeOrmUserRepository } from './adapters/persistence/typeorm-user.repository.js';
import { identityConfig, type IdentityConfig } from './identity.config.js';

const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/**
 * The owner's account and sessions, and the global SessionGuard: importing this module closes every
 * route that is not marked @Public().
 */
@Module({})
export class IdentityModule implements NestModule, OnApplicationBootstrap {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly ensureOwnerAccount: EnsureOwnerAccount,
    private readonly rateLimitStores: RateLimitStores,
  ) {}

  /** `config` defaults to the identity's environment variables, validated here: a bad one stops the boot, named. */
  static forRoot(config: IdentityConfig = identityConfig.load()): DynamicModule {
    return {
      module: IdentityModule,
      imports: [TypeOrmModule.forFeature(identitySchemas)],
      controllers: [AuthController],
      providers: [
        SignIn,
        SignOut,
        CurrentSession,
        EnsureOwnerAccount,
        { provide: UserRepository, useClass: TypeOrmUserRepository },
        { provide: SessionRepository, useClass: TypeOrmSessionRepository },
        { provide: PasswordHasher, useFactory: () => new ScryptPasswordHasher() },
        { provide: Secrets, useClass: RandomSecrets },
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: SECURE_COOKIES, useValue: config.secureCookies },
        { provide: PUBLIC_ORIGIN, useValue: config.publicOrigin },
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
      exports: [CurrentSession, PUBLIC_ORIGIN],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(loginRateLimit(this.config.loginRateLimit, this.rateLimitStores)).forRoutes({ path: 'auth/login', method: RequestMethod.POST });
  }

  async onApplicationBootstrap(): Promise<void> {
    const { generatedPassword } = await this.ensureOwnerAccount.execute({ configuredPassword: this.config.adminPassword });
    // Once, on the first start without ADMIN_PASSWORD (embedded mode): the only time it can be read. On the
    // console, for the person who started it, not into the structured logs that are shipped elsewhere.
    if (generatedPassword) {
      console.log(`\nBack office (/admin/login) password: ${generatedPassword}\nShown once. Set ADMIN_PASSWORD to choose your own.\n`);
    }
  }
}
