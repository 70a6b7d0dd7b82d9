import { Injectable } from '@nestjs/common';
import { SocialAccountNotFound } from '../domain/index.js';
import { SocialAccounts } from './social-accounts.js';

/** Forgets an account and its credentials; its posts fall back to the manual path. */
@Injectable()
export class DisconnectSocialAccount {
  constructor(private readonly accounts: SocialAccounts) {}

  async execute(id: number): Promise<void> {
    if (!(await this.accounts.remove(id))) throw new SocialAccountNotFound(id);
  }
}
