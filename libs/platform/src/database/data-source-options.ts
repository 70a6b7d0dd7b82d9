import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';

export type MigrationClass = new () => object;

export interface DatabaseTarget {
  readonly url: string;
  /** PGlite serves one session: a bigger pool would interleave protocol messages. */
  readonly singleConnection: boolean;
  /** Isolates test runs sharing one real database. */
  readonly schema?: string;
}

/**
 * Settings of each PostgreSQL session. JIT off: PostgreSQL compiles a statement it estimates dear, and the
 * analytics reads over a month of page views spent 4 of their 8 seconds compiling (bench/analytics-dashboard.mjs);
 * no statement here runs long enough to win that back. PGlite (one connection) has no JIT and takes no options.
 */
const connectionSettings = (target: DatabaseTarget): string =>
  [...(target.singleConnection ? [] : ['-c jit=off']), ...(target.schema ? [`-c search_path=${target.schema}`] : [])].join(' ');

// Postgres 15 is what production runs (PGlite is 18): migrations use nothing newer than 15.
export function buildDataSourceOptions(
  target: DatabaseTarget,
  migrations: readonly MigrationClass[],
  entities: MixedList<EntitySchema | (new () => unknown)> = [],
  /** False for a process that only uses the schema (the worker): the API migrates, once. */
  runMigrations = true,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    entities,
    migrations: [...migrations] as MixedList<MigrationClass>,
    migrationsRun: runMigrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error'],
    ...(target.schema ? { schema: target.schema } : {}),
    extra: {
      max: target.singleConnection ? 1 : 10,
      ...(connectionSettings(target) ? { options: connectionSettings(target) } : {}),
    },
  };
}
