import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { NetworkCredentials } from '../../application/index.js';

/** The purpose the credentials' key is derived for from SECRETS_KEY (SecretKeys): never the master key itself. */
export const SOCIAL_CREDENTIALS_KEY_PURPOSE = 'social-credentials';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The accounts' credentials at rest: AES-256-GCM, a fresh 12-byte IV per write, stored as IV | ciphertext |
 * tag. The account's platform and network id are the additional data, so a row's secret copied onto another
 * row does not decrypt there. A wrong key or a changed byte fails the tag check: never garbage credentials.
 */
export class CredentialCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new RangeError('AES-256-GCM needs a 32-byte key');
  }

  seal(credentials: NetworkCredentials, boundTo: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(boundTo, 'utf8'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]);
  }

  open(sealed: Buffer, boundTo: string): NetworkCredentials {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('The stored credentials are cut short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as NetworkCredentials;
  }
}
