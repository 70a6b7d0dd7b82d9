import { randomBytes } from 'node:crypto';
import { CredentialCipher } from './credential-cipher.js';

describe('CredentialCipher', () => {
  const cipher = new CredentialCipher(randomBytes(32));

  it('opens what it sealed, and never holds the secret in clear', () => {
    const sealed = cipher.seal({ accessToken: 'tok-very-secret' }, 'mastodon:109');
    expect(sealed.includes(Buffer.from('tok-very-secret'))).toBe(false);
    expect(cipher.open(sealed, 'mastodon:109')).toEqual({ accessToken: 'tok-very-secret' });
  });

  it('refuses a changed byte, another row, and another key', () => {
    const sealed = cipher.seal({ accessToken: 'tok' }, 'mastodon:109');
    const tampered = Buffer.from(sealed);
    tampered[14] = tampered[14]! ^ 1;
    expect(() => cipher.open(tampered, 'mastodon:109')).toThrow();
    expect(() => cipher.open(sealed, 'mastodon:110')).toThrow();
    expect(() => new CredentialCipher(randomBytes(32)).open(sealed, 'mastodon:109')).toThrow();
  });
});
