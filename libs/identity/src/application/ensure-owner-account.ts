import { Injectable } from '@nestjs/common';
import { OWNER_USERNAME, UserRepository } from '../domain/index.js';
import { PasswordHasher, Secrets } from './ports.js';

/**
 * At start-up: the owner account exists, with the configured password when one is set (so changing
 * ADMIN_PASSWORD changes it). Without one (embedded mode), a first start generates a password and
 * answers it, once, for the operator to read; later starts keep the stored one.
 */
@Injectable()
export class EnsureOwnerAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly secrets: Secrets,
  ) {}

  async execute({ configuredPassword }: { configuredPassword: string | null }): Promise<{ generatedPassword: string | null }> {
    if (configuredPassword !== null) {
      await this.users.upsert(OWNER_USERNAME, await this.hasher.hash(configuredPassword));
      return { generatedPassword: null };
    }
    if (await this.users.findByUsername(OWNER_USERNAME)) return { generatedPassword: null };
    const generatedPassword = this.secrets.newPassword();
    await this.users.upsert(OWNER_USERNAME, await this.hasher.hash(generatedPassword));
    return { generatedPassword };
  }
}
