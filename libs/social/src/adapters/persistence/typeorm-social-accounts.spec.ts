import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import type { NewConnection } from '../../application/index.js';
import { CredentialCipher } from '../secrets/credential-cipher.js';
import { socialMigrations } from './migrations/index.js';
import { SocialAccountSchema, type SocialAccountRow } from './social-account.schema.js';
import { TypeOrmSocialAccounts } from './typeorm-social-accounts.js';

const mastodon = (overrides: Partial<NewConnection> = {}): NewConnection => ({
  platform: 'mastodon',
  remoteAccountId: '109',
  displayName: '@harmony@mastodon.social',
  profileUrl: 'https://mastodon.social/@harmony',
  maxCharacters: 500,
  credentials: { instanceUrl: 'https://mastodon.social', accessToken: 'token-in-clear-nowhere' },
  expiresAt: null,
  ...overrides,
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

describe.each(testDatabaseKinds())(`${TypeOrmSocialAccounts.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<SocialAccountRow>;
  let accounts: TypeOrmSocialAccounts;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, socialMigrations, [SocialAccountSchema]);
    rows = database.dataSource.getRepository(SocialAccountSchema);
    accounts = new TypeOrmSocialAccounts(rows, new CredentialCipher(randomBytes(32)));
  });

  afterAll(() => database?.dispose());

  beforeEach(() => rows.clear());

  it('stores the credentials encrypted: the row holds no token in clear, the list no credentials', async () => {
    const account = await accounts.connect(mastodon(), at(0));
    expect(account).toEqual(expect.objectContaining({ platform: 'mastodon', displayName: '@harmony@mastodon.social', state: 'connected', lastError: null }));
    expect(account).not.toHaveProperty('credentials');

    const [raw] = (await database.dataSource.query(`SELECT * FROM "social_accounts"`)) as Record<string, unknown>[];
    expect(JSON.stringify(raw)).not.toContain('token-in-clear-nowhere');
    expect(Buffer.from(raw!['credentials'] as Buffer).includes(Buffer.from('token-in-clear-nowhere'))).toBe(false);

    expect(await accounts.publishingAccount('mastodon')).toEqual({ account, credentials: mastodon().credentials });
  });

  it('replaces the credentials when the same account connects again, and it works again', async () => {
    const first = await accounts.connect(mastodon(), at(0));
    await accounts.markNeedsReconnect(first.id, 'Mastodon did not accept the access token', at(1));
    expect((await accounts.list())[0]).toEqual(expect.objectContaining({ state: 'needs_reconnect', lastError: 'Mastodon did not accept the access token' }));

    const again = await accounts.connect(mastodon({ credentials: { instanceUrl: 'https://mastodon.social', accessToken: 'new' } }), at(2));
    expect(again).toEqual(expect.objectContaining({ id: first.id, state: 'connected', lastError: null }));
    expect((await accounts.publishingAccount('mastodon'))?.credentials).toEqual({ instanceUrl: 'https://mastodon.social', accessToken: 'new' });
    expect(await rows.count()).toBe(1);
  });

  it('publishes through the platform account connected last, and forgets a removed one', async () => {
    await accounts.connect(mastodon(), at(0));
    const later = await accounts.connect(mastodon({ remoteAccountId: '110', displayName: '@other@mastodon.social' }), at(5));
    await accounts.connect({ ...mastodon(), platform: 'webhook', remoteAccountId: 'https://hooks.example/x' }, at(9));
    expect((await accounts.publishingAccount('mastodon'))?.account.id).toBe(later.id);
    expect((await accounts.list()).map(({ platform }) => platform)).toEqual(['webhook', 'mastodon', 'mastodon']);

    expect(await accounts.remove(later.id)).toBe(true);
    expect(await accounts.remove(later.id)).toBe(false);
    expect((await accounts.publishingAccount('mastodon'))?.account.remoteAccountId).toBe('109');
    expect(await accounts.publishingAccount('bluesky')).toBeNull();
  });
});
