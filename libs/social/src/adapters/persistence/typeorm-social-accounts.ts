import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { NetworkPlatform, SocialAccount } from '../../domain/index.js';
import { SocialAccounts, type NetworkCredentials, type NewConnection } from '../../application/index.js';
import { CredentialCipher } from '../secrets/credential-cipher.js';
import { SocialAccountSchema, type SocialAccountRow } from './social-account.schema.js';

const toAccount = ({ credentials: _sealed, ...account }: SocialAccountRow): SocialAccount => account;
/** The row a sealed secret belongs to (the cipher's additional data). */
const boundTo = (platform: NetworkPlatform, remoteAccountId: string) => `${platform}:${remoteAccountId}`;

/** SocialAccounts on PostgreSQL: credentials sealed on the way in, opened on the way out, never in a list. */
@Injectable()
export class TypeOrmSocialAccounts extends SocialAccounts {
  constructor(
    @InjectRepository(SocialAccountSchema) private readonly rows: Repository<SocialAccountRow>,
    private readonly cipher: CredentialCipher,
  ) {
    super();
  }

  async list(): Promise<SocialAccount[]> {
    const rows = await this.rows.find({ order: { updatedAt: 'DESC', id: 'DESC' } });
    return rows.map(toAccount);
  }

  async connect(connection: NewConnection, now: Date): Promise<SocialAccount> {
    const { credentials, ...account } = connection;
    const sealed = this.cipher.seal(credentials, boundTo(account.platform, account.remoteAccountId));
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...account, credentials: sealed, state: 'connected', lastError: null, createdAt: now, updatedAt: now })
      // Connecting the same account again: new credentials, working again; its first connection date stays.
      .orUpdate(['display_name', 'profile_url', 'max_characters', 'credentials', 'expires_at', 'state', 'last_error', 'updated_at'], ['platform', 'remote_account_id'])
      .execute();
    return toAccount(await this.rows.findOneByOrFail({ platform: account.platform, remoteAccountId: account.remoteAccountId }));
  }

  async remove(id: number): Promise<boolean> {
    return ((await this.rows.delete({ id })).affected ?? 0) > 0;
  }

  async publishingAccount(platform: NetworkPlatform): Promise<{ account: SocialAccount; credentials: NetworkCredentials } | null> {
    const row = await this.rows.findOne({ where: { platform }, order: { updatedAt: 'DESC', id: 'DESC' } });
    return row ? { account: toAccount(row), credentials: this.cipher.open(row.credentials, boundTo(row.platform, row.remoteAccountId)) } : null;
  }

  async credentialsOf(id: number): Promise<NetworkCredentials | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? this.cipher.open(row.credentials, boundTo(row.platform, row.remoteAccountId)) : null;
  }

  async replaceCredentials(id: number, credentials: NetworkCredentials, expiresAt: Date | null, now: Date): Promise<void> {
    const row = await this.rows.findOneBy({ id });
    if (!row) return;
    const sealed = this.cipher.seal(credentials, boundTo(row.platform, row.remoteAccountId));
    await this.rows.update({ id }, { credentials: sealed, expiresAt, state: 'connected', lastError: null, updatedAt: now });
  }

  async markNeedsReconnect(id: number, reason: string, now: Date): Promise<void> {
    // updated_at stays: it orders the accounts by when they were connected, not by when they broke.
    void now;
    await this.rows.update({ id }, { state: 'needs_reconnect', lastError: reason });
  }
}
