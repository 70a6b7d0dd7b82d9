import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PasswordHasher } from '../../application/index.js';

const scryptAsync = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));

// OWASP's scrypt floor (N=2^17, r=8, p=1): about 128 MiB and 0.1-0.3 s per hash here. Stored with each
// hash, so raising them later keeps old hashes readable.
const defaults = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 };

/**
 * scrypt with a random 16-byte salt, stored as `scrypt$N$r$p$salt$key` (base64url), compared in constant
 * time. Built by a factory (IdentityModule), not injected: its constructor takes the cost, not a dependency.
 */
export class ScryptPasswordHasher extends PasswordHasher {
  constructor(private readonly cost: { N: number; r: number; p: number } = defaults) {
    super();
  }

  async hash(password: string): Promise<string> {
    const { N, r, p } = this.cost;
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, defaults.keyLength, { N, r, p, maxmem: 256 * N * r });
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, passwordHash: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = passwordHash.split('$');
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (scheme !== 'scrypt' || !salt || !key || !Object.values(cost).every((value) => Number.isInteger(value) && value > 0)) return false;
    const expected = Buffer.from(key, 'base64url');
    try {
      const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { ...cost, maxmem: 256 * cost.N * cost.r });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    } catch {
      return false; // parameters no scrypt accepts
    }
  }
}
