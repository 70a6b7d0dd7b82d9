import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { OAUTH_ATTEMPT_TTL_MS, OAuthAttempts, type OAuthAttempt } from '../../application/index.js';
import { CredentialCipher } from '../secrets/credential-cipher.js';
import { OAuthAttemptSchema, type OAuthAttemptRow } from './oauth-attempt.schema.js';

/** OAuthAttempts on PostgreSQL: DELETE … RETURNING takes an attempt exactly once, even when two callbacks race. */
@Injectable()
export class TypeOrmOAuthAttempts extends OAuthAttempts {
  constructor(
    @InjectRepository(OAuthAttemptSchema) private readonly rows: Repository<OAuthAttemptRow>,
    private readonly cipher: CredentialCipher,
  ) {
    super();
  }

  async save(attempt: OAuthAttempt): Promise<void> {
    // Attempts nobody finished go as new ones start: the table stays a handful of rows.
    await this.rows.delete({ createdAt: LessThan(new Date(attempt.createdAt.getTime() - OAUTH_ATTEMPT_TTL_MS)) });
    await this.rows.insert({ ...attempt, codeVerifier: this.cipher.seal({ codeVerifier: attempt.codeVerifier }, `oauth:${attempt.stateHash}`) });
  }

  async take(stateHash: string, now: Date): Promise<OAuthAttempt | null> {
    const deleted = await this.rows.createQueryBuilder().delete().where('state_hash = :stateHash', { stateHash }).returning('*').execute();
    const [taken] = deleted.raw as { platform: OAuthAttempt['platform']; code_verifier: Buffer | Uint8Array; created_at: Date | string }[];
    if (!taken) return null;
    const createdAt = new Date(taken.created_at);
    if (now.getTime() - createdAt.getTime() > OAUTH_ATTEMPT_TTL_MS) return null;
    const { codeVerifier } = this.cipher.open(Buffer.from(taken.code_verifier), `oauth:${stateHash}`) as { codeVerifier: string };
    return { stateHash, platform: taken.platform, codeVerifier, createdAt };
  }
}
