import path from 'node:path';
import { z } from 'zod';
import { configSlice } from './config-slice.js';

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
  },
  (env): AppConfig => {
    const dataDir = path.resolve(env.DATA_DIR);
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
    };
  },
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
}

/** The platform's own configuration (server, database, queue, logging), validated once at boot. Contexts declare their own slices. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  return platformConfig.load(environment);
}
