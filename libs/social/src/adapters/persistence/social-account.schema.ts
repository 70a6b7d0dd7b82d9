import { EntitySchema } from 'typeorm';
import type { NetworkPlatform, StoredConnectionState } from '../../domain/index.js';

/** The row as stored (table `social_accounts`): the credentials only as AES-256-GCM bytes. */
export interface SocialAccountRow {
  id: number;
  platform: NetworkPlatform;
  remoteAccountId: string;
  displayName: string;
  profileUrl: string | null;
  maxCharacters: number;
  credentials: Buffer;
  expiresAt: Date | null;
  state: StoredConnectionState;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SocialAccountSchema = new EntitySchema<SocialAccountRow>({
  name: 'SocialAccount',
  tableName: 'social_accounts',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    platform: { type: 'text' },
    remoteAccountId: { type: 'text', name: 'remote_account_id' },
    displayName: { type: 'text', name: 'display_name' },
    profileUrl: { type: 'text', name: 'profile_url', nullable: true },
    maxCharacters: { type: 'int', name: 'max_characters' },
    credentials: { type: 'bytea' },
    expiresAt: { type: 'timestamptz', name: 'expires_at', nullable: true },
    state: { type: 'text', default: 'connected' },
    lastError: { type: 'text', name: 'last_error', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', default: () => 'now()' },
    updatedAt: { type: 'timestamptz', name: 'updated_at', default: () => 'now()' },
  },
});
