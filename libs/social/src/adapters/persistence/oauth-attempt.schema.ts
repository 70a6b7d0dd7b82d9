import { EntitySchema } from 'typeorm';
import type { OAuthPlatform } from '../../domain/index.js';

/** The row as stored (table `social_oauth_attempts`): the verifier only as AES-256-GCM bytes. */
export interface OAuthAttemptRow {
  stateHash: string;
  platform: OAuthPlatform;
  codeVerifier: Buffer;
  createdAt: Date;
}

export const OAuthAttemptSchema = new EntitySchema<OAuthAttemptRow>({
  name: 'SocialOAuthAttempt',
  tableName: 'social_oauth_attempts',
  columns: {
    stateHash: { type: 'text', name: 'state_hash', primary: true },
    platform: { type: 'text' },
    codeVerifier: { type: 'bytea', name: 'code_verifier' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
  },
});
