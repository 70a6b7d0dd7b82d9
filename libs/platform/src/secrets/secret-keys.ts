import { hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SecretsKeySource } from '../config/app-config.js';

/**
 * The keys derived from the one master key (SECRETS_KEY), one per purpose: HKDF-SHA256 with the purpose as
 * its `info`, so a key that leaks from one use (the newsletter's links) tells nothing of another's (the
 * social networks' tokens at rest, issue 26), and no use ever holds the master key itself.
 */
export class SecretKeys {
  constructor(private readonly master: Buffer) {
    if (master.length < 16) throw new RangeError('The master key must hold at least 16 bytes');
  }

  /** The key for `purpose` ("newsletter-links"): the same for every process that shares the master key. */
  derive(purpose: string, length = 32): Buffer {
    if (!purpose) throw new RangeError('A derived key needs a purpose');
    return Buffer.from(hkdfSync('sha256', this.master, 'harmony-secret-keys', purpose, length));
  }
}

/**
 * The master key's bytes: SECRETS_KEY as given (its UTF-8 bytes: any 32+ characters), or the file under
 * DATA_DIR, written with 32 random bytes (mode 0600) by the first start that finds none. The key is written
 * aside and linked into place, which fails if the file exists: an API and a worker starting together on one
 * DATA_DIR both end up with the one key linked first, and neither ever reads a half-written file.
 */
export async function loadSecretsKey(source: SecretsKeySource): Promise<Buffer> {
  if (source.mode === 'given') return Buffer.from(source.value, 'utf8');
  const existing = await readKeyFile(source.file);
  if (existing) return existing;
  await mkdir(path.dirname(source.file), { recursive: true });
  const aside = `${source.file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(aside, source.file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
  const written = await readKeyFile(source.file);
  if (!written) throw new Error(`${source.file} holds no key: remove the empty file, or set SECRETS_KEY`);
  return written;
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text ? Buffer.from(text, 'utf8') : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
