import { RandomSecrets } from './random-secrets.js';
import { ScryptPasswordHasher } from './scrypt-password-hasher.js';

describe(ScryptPasswordHasher.name, () => {
  // A low cost keeps the test quick; the parameters travel with each hash.
  const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it('verifies the password it hashed, and no other', async () => {
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain('correct horse');
    await expect(hasher.verify('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(hasher.verify('correct horse battery stapl', hash)).resolves.toBe(false);
    await expect(hasher.verify('', hash)).resolves.toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('reads a hash made with other parameters, and refuses hashes it cannot read without throwing', async () => {
    const stronger = await new ScryptPasswordHasher({ N: 2 ** 11, r: 8, p: 1 }).hash('pw');
    await expect(hasher.verify('pw', stronger)).resolves.toBe(true);
    for (const broken of ['', 'plain text', 'bcrypt$x', 'scrypt$0$8$1$abc$def', 'scrypt$1024$8$1$$', 'scrypt$3$8$1$YWJj$ZGVm']) {
      await expect(hasher.verify('pw', broken)).resolves.toBe(false);
    }
  });
});

describe(RandomSecrets.name, () => {
  const secrets = new RandomSecrets();

  it('issues unguessable tokens stored under a digest that is not the token', () => {
    const { token, sessionId } = secrets.newSessionToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sessionId).not.toBe(token);
    expect(secrets.sessionIdOf(token)).toBe(sessionId);
    expect(secrets.newSessionToken().token).not.toBe(token);
  });

  it('generates 24-character passwords', () => {
    expect(secrets.newPassword()).toMatch(/^[\w-]{24}$/);
    expect(secrets.newPassword()).not.toBe(secrets.newPassword());
  });
});
