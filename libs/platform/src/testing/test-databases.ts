import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { buildDataSourceOptions, type DatabaseTarget, type MigrationClass } from '../database/data-source-options.js';
import { IN_MEMORY, startEmbeddedPostgres } from '../database/embedded-postgres.js';

export interface TestDatabase {
  readonly target: DatabaseTarget;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  readonly name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

/** Whether a missing service must fail the run (CI) rather than skip its tests (a laptop). */
export const servicesRequired = (): boolean => process.env.REQUIRE_SERVICES === '1';

const pglite: TestDatabaseKind = {
  name: 'pglite',
  async create() {
    const server = await startEmbeddedPostgres(IN_MEMORY);
    return { target: { url: server.url, singleConnection: true }, dispose: () => server.stop() };
  },
};

/** Each test database on real Postgres is a fresh schema, so parallel suites never collide. */
const postgres = (url: string): TestDatabaseKind => ({
  name: 'postgres',
  async create() {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    return {
      target: { url, singleConnection: false, schema },
      async dispose() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA "${schema}" CASCADE`);
        await client.end();
      },
    };
  },
});

const missingPostgres: TestDatabaseKind = {
  name: 'postgres',
  create: () => Promise.reject(new Error('TEST_DATABASE_URL is required when REQUIRE_SERVICES=1 (point it at a PostgreSQL database).')),
};

/** PGlite always; real PostgreSQL when TEST_DATABASE_URL is set (and required in CI). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return [pglite, postgres(url)];
  return servicesRequired() ? [pglite, missingPostgres] : [pglite];
}

/** The database an end-to-end test of the whole app runs on: the real one when available. */
export function primaryTestDatabaseKind(): TestDatabaseKind {
  const kinds = testDatabaseKinds();
  return kinds[kinds.length - 1];
}

export interface MigratedDataSource {
  readonly dataSource: DataSource;
  dispose(): Promise<void>;
}

/** A DataSource with every given migration applied, as the app would have it after start. */
export async function createMigratedDataSource(
  kind: TestDatabaseKind,
  migrations: readonly MigrationClass[],
  entities: MixedList<EntitySchema | (new () => unknown)>,
): Promise<MigratedDataSource> {
  const database = await kind.create();
  const dataSource = new DataSource(buildDataSourceOptions(database.target, migrations, entities));
  await dataSource.initialize();
  return {
    dataSource,
    async dispose() {
      await dataSource.destroy();
      await database.dispose();
    },
  };
}
