import { randomBytes } from 'node:crypto';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { CredentialCipher } from '../secrets/credential-cipher.js';
import { socialMigrations } from './migrations/index.js';
import { OAuthAttemptSchema } from './oauth-attempt.schema.js';
import { SocialAccountSchema } from './social-account.schema.js';
import { TypeOrmOAuthAttempts } from './typeorm-oauth-attempts.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

describe.each(testDatabaseKinds())(`${TypeOrmOAuthAttempts.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let attempts: TypeOrmOAuthAttempts;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, socialMigrations, [SocialAccountSchema, OAuthAttemptSchema]);
    attempts = new TypeOrmOAuthAttempts(database.dataSource.getRepository(OAuthAttemptSchema), new CredentialCipher(randomBytes(32)));
  });
  afterAll(() => database?.dispose());

  it('gives an attempt back once, with its verifier, which the row holds only encrypted', async () => {
    await attempts.save({ stateHash: 'hash-1', platform: 'twitter', codeVerifier: 'verifier-in-clear-nowhere', createdAt: at(0) });
    const raw = JSON.stringify(await database.dataSource.query(`SELECT encode("code_verifier", 'escape') AS v FROM "social_oauth_attempts"`));
    expect(raw).not.toContain('verifier-in-clear-nowhere');
    expect(await attempts.take('hash-1', at(5))).toEqual({ stateHash: 'hash-1', platform: 'twitter', codeVerifier: 'verifier-in-clear-nowhere', createdAt: at(0) });
    expect(await attempts.take('hash-1', at(5))).toBeNull();
  });

  it('forgets an attempt older than ten minutes', async () => {
    await attempts.save({ stateHash: 'hash-2', platform: 'twitter', codeVerifier: 'v', createdAt: at(0) });
    expect(await attempts.take('hash-2', at(11))).toBeNull();
    expect(await attempts.take('unknown', at(1))).toBeNull();
  });
});
