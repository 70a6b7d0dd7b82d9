import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL on loopback that any Postgres client (TypeORM's pg driver) can use. */
  readonly url: string;
  stop(): Promise<void>;
}

export const IN_MEMORY = 'memory://';

/**
 * Real Postgres compiled to WASM, served on a loopback port so the production driver,
 * migrations and SQL run unchanged. PGlite is single-session: the pool in front of it must
 * hold exactly one connection (see buildDataSourceOptions). The server still accepts two
 * sockets because a client that has just ended lingers for a moment, and with one slot the
 * next connection would be refused ("Connection terminated unexpectedly").
 */
export async function startEmbeddedPostgres(directory: string = IN_MEMORY): Promise<EmbeddedPostgres> {
  if (directory !== IN_MEMORY) await mkdir(path.dirname(directory), { recursive: true });
  // pg_trgm: the trigram indexes that serve a list's substring search (ILIKE '%…%') at a million rows.
  // Migrations create the extension; PGlite must have it loaded to offer it.
  const db = await PGlite.create({ ...(directory === IN_MEMORY ? {} : { dataDir: directory }), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
