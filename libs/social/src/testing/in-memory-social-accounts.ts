import type { NetworkPlatform, SocialAccount } from '../domain/index.js';
import { SocialAccounts, type NetworkCredentials, type NewConnection } from '../application/index.js';

/** SocialAccounts in memory, for use cases' tests: the same rules as the TypeORM store (its spec holds both to them). */
export class InMemorySocialAccounts extends SocialAccounts {
  private readonly stored: { account: SocialAccount; credentials: NetworkCredentials }[] = [];
  private nextId = 1;

  async list(): Promise<SocialAccount[]> {
    return this.stored.map(({ account }) => account).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
  }

  async connect({ credentials, ...connection }: NewConnection, now: Date): Promise<SocialAccount> {
    const index = this.stored.findIndex(({ account }) => account.platform === connection.platform && account.remoteAccountId === connection.remoteAccountId);
    const before = this.stored[index]?.account;
    const account: SocialAccount = { ...connection, id: before?.id ?? this.nextId++, state: 'connected', lastError: null, createdAt: before?.createdAt ?? now, updatedAt: now };
    if (index >= 0) this.stored[index] = { account, credentials };
    else this.stored.push({ account, credentials });
    return account;
  }

  async remove(id: number): Promise<boolean> {
    const index = this.stored.findIndex(({ account }) => account.id === id);
    if (index >= 0) this.stored.splice(index, 1);
    return index >= 0;
  }

  async publishingAccount(platform: NetworkPlatform): Promise<{ account: SocialAccount; credentials: NetworkCredentials } | null> {
    const [latest] = (await this.list()).filter((account) => account.platform === platform);
    return latest ? this.stored.find(({ account }) => account.id === latest.id)! : null;
  }

  async credentialsOf(id: number): Promise<NetworkCredentials | null> {
    return this.stored.find(({ account }) => account.id === id)?.credentials ?? null;
  }

  async replaceCredentials(id: number, credentials: NetworkCredentials, expiresAt: Date | null, now: Date): Promise<void> {
    const entry = this.stored.find(({ account }) => account.id === id);
    if (entry) Object.assign(entry, { credentials, account: { ...entry.account, expiresAt, state: 'connected', lastError: null, updatedAt: now } });
  }

  async markNeedsReconnect(id: number, reason: string): Promise<void> {
    const entry = this.stored.find(({ account }) => account.id === id);
    if (entry) entry.account = { ...entry.account, state: 'needs_reconnect', lastError: reason };
  }
}
