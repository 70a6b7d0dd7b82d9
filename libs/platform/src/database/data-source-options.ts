import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';

export type MigrationClass = new () => object;

export interface DatabaseTarget {
  readonly url: string;
  /** PGlite serves one session: a bigger pool would interleave protocol messages. */
  readonly singleConnection: boolean;
  /** Isolates test runs sharing one real database. */
  readonly schema?: string;
}

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
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    },
  };
}
