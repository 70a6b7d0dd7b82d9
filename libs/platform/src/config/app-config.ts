import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, configSlice } from './config-slice.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Express's names for address ranges (proxy-addr): loopback, link-local and private addresses. */
const trustProxyPresets = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string): boolean => {
  if (trustProxyPresets.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/**
 * Which peers may tell the client's address in X-Forwarded-For (Express's `trust proxy`): `false`, a hop
 * count, or addresses, CIDR ranges and Express's names. Not `true`: it trusts whatever a visitor writes
 * there, so each request could pick its own address and escape every rate limit.
 */
const trustProxySetting = z.string().transform((value, context): TrustProxy => {
  const text = value.trim();
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      text === 'true'
        ? 'true would trust an X-Forwarded-For written by anyone; give the number of proxies in front (e.g. 1) or their addresses'
        : 'expected false, the number of proxies in front (e.g. 1), or a comma-separated list of proxy addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
  });
  return z.NEVER;
});

/** Whether the site's public address is served over TLS: the cookie's Secure flag, HSTS and the CSP's upgrade follow it. */
export const isHttpsUrl = (url: string | undefined): boolean => url?.startsWith('https:') ?? false;

const isLoopbackHost = (hostname: string): boolean => {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
};

/**
 * What the operator is told at boot when the site is public over plain HTTP: a session cookie without
 * Secure crosses the network readable. Null over HTTPS, and on this machine's own loopback address.
 */
export function plainHttpWarning(config: Pick<AppConfig, 'publicUrl' | 'https'>): string | null {
  if (config.https || isLoopbackHost(new URL(config.publicUrl).hostname)) return null;
  return (
    `PUBLIC_URL is ${config.publicUrl}: the site is served over plain HTTP, so the owner's session cookie is sent without Secure ` +
    'and anyone on the network can read it. Put a TLS proxy in front (README "Behind a reverse proxy") and set PUBLIC_URL to its https:// address.'
  );
}

/** The shortest SECRETS_KEY taken: 32 characters carry enough entropy when random. */
export const MIN_SECRETS_KEY_LENGTH = 32;
/** The generated key's file name under DATA_DIR. */
export const SECRETS_KEY_FILE = 'secrets.key';

const platformConfig = configSlice(
  {
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'expected a port number' }).int('expected a whole number').min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(['postgres:', 'postgresql:']).optional()),
    REDIS_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(['redis:', 'rediss:']).optional()),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(['http:', 'https:']).optional()),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySetting.default(['loopback'])),
    SECRETS_KEY: z.preprocess(emptyAsUndefined, z.string().min(MIN_SECRETS_KEY_LENGTH, `expected at least ${MIN_SECRETS_KEY_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`).optional()),
  },
  (env): AppConfig => {
    const dataDir = path.resolve(env.DATA_DIR);
    // The deployed topology (its own database, maybe several API processes and workers) never invents a key:
    // each process would make its own, and a link signed by one would be refused by another.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && env.SECRETS_KEY === undefined) {
      throw new ConfigError('SECRETS_KEY', 'missing. In production with DATABASE_URL every API process and worker must share one key (32+ characters, e.g. `openssl rand -base64 32`): it signs the newsletter links.');
    }
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir,
      database: env.DATABASE_URL ? { mode: 'postgres', url: env.DATABASE_URL } : { mode: 'embedded', directory: path.join(dataDir, 'pglite') },
      queue: env.REDIS_URL ? { mode: 'bullmq', redisUrl: env.REDIS_URL } : { mode: 'in-process' },
      logLevel: env.LOG_LEVEL,
      seedDemoContent: env.SEED_DEMO_CONTENT === 'true',
      // The site's canonical address: links that leave the page (feed, posts, share previews) use it, never the request's Host.
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      https: isHttpsUrl(env.PUBLIC_URL),
      trustProxy: env.TRUST_PROXY,
      secretsKey: env.SECRETS_KEY === undefined ? { mode: 'generated', file: path.join(dataDir, SECRETS_KEY_FILE) } : { mode: 'given', value: env.SECRETS_KEY },
    };
  },
  { secrets: ['SECRETS_KEY'] },
);

export interface AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Absolute path of the folder holding embedded-mode data (PGlite files, media). */
  readonly dataDir: string;
  readonly database: { readonly mode: 'postgres'; readonly url: string } | { readonly mode: 'embedded'; readonly directory: string };
  readonly queue: { readonly mode: 'bullmq'; readonly redisUrl: string } | { readonly mode: 'in-process' };
  readonly logLevel: (typeof logLevels)[number];
  readonly seedDemoContent: boolean;
  /** The site's canonical public address, without a trailing slash (PUBLIC_URL; default http://localhost:{PORT}). */
  readonly publicUrl: string;
  /** PUBLIC_URL is https: the session cookie is Secure, HSTS is sent and the CSP upgrades insecure requests. */
  readonly https: boolean;
  /** Express's `trust proxy` (TRUST_PROXY; default loopback): whose X-Forwarded-For names the client, for rate limits and logs. */
  readonly trustProxy: TrustProxy;
  /**
   * The master key the per-purpose keys are derived from (SECRETS_KEY; see `SecretKeys`): given, or kept in a
   * file under DATA_DIR, made at the first start (embedded mode, or anywhere outside production).
   */
  readonly secretsKey: SecretsKeySource;
}

/** Where the master key comes from: the environment, or a file the first start writes (mode 0600). */
export type SecretsKeySource = { readonly mode: 'given'; readonly value: string } | { readonly mode: 'generated'; readonly file: string };


/** Express's `trust proxy` forms the platform accepts: none, a hop count, or addresses, ranges and preset names. */
export type TrustProxy = false | number | readonly string[];

/** The platform's own configuration (server, database, queue, logging), validated once at boot. Contexts declare their own slices. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  return platformConfig.load(environment);
}
