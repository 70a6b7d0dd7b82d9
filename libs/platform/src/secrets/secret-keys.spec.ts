import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSecretsKey, SecretKeys } from './secret-keys.js';

describe(SecretKeys.name, () => {
  const keys = new SecretKeys(Buffer.from('m'.repeat(32)));

  it('derives a different key per purpose, the same each time, never the master key', () => {
    expect(keys.derive('newsletter-links')).toEqual(new SecretKeys(Buffer.from('m'.repeat(32))).derive('newsletter-links'));
    expect(keys.derive('newsletter-links')).not.toEqual(keys.derive('social-tokens'));
    expect(keys.derive('newsletter-links')).not.toEqual(Buffer.from('m'.repeat(32)));
    expect(keys.derive('social-tokens')).toHaveLength(32);
  });

  it('refuses a short master key and a purpose-less derivation', () => {
    expect(() => new SecretKeys(Buffer.from('short'))).toThrow(RangeError);
    expect(() => keys.derive('')).toThrow(RangeError);
  });
});

describe(loadSecretsKey.name, () => {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('uses SECRETS_KEY as given', async () => {
    expect((await loadSecretsKey({ mode: 'given', value: 'k'.repeat(32) })).toString()).toBe('k'.repeat(32));
  });

  it('generates a key file readable by its owner only at the first start, and reads the same one afterwards', async () => {
    const file = path.join(folder, 'data', 'secrets.key');
    const first = await loadSecretsKey({ mode: 'generated', file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSecretsKey({ mode: 'generated', file })).toEqual(first);
  });

  it('gives two processes starting at once the one key written', async () => {
    const file = path.join(folder, 'secrets.key');
    const [a, b] = await Promise.all([loadSecretsKey({ mode: 'generated', file }), loadSecretsKey({ mode: 'generated', file })]);
    expect(a).toEqual(b);
    expect((await readFile(file, 'utf8')).trim()).toBe(a.toString());
  });

  it('refuses an empty key file rather than signing with nothing', async () => {
    const file = path.join(folder, 'secrets.key');
    await writeFile(file, '\n');
    await expect(loadSecretsKey({ mode: 'generated', file })).rejects.toThrow(/holds no key/);
  });
});
