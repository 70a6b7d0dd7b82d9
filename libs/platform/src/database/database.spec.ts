import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options.js';
import { assertDatabaseReachable, DatabaseUnreachableError, describeDatabaseUrl } from './connection-check.js';
import { testDatabaseKinds } from '../testing/test-databases.js';

class CreateProbeTable1700000000000 {
  name = 'CreateProbeTable1700000000000';
  async up(runner: { query(sql: string): Promise<unknown> }) {
    await runner.query('CREATE TABLE "probe" ("id" SERIAL PRIMARY KEY, "label" text NOT NULL)');
  }
  async down(runner: { query(sql: string): Promise<unknown> }) {
    await runner.query('DROP TABLE "probe"');
  }
}

describe.each(testDatabaseKinds())('database on $name', (kind) => {
  it('runs migrations once and answers SQL through the pg driver', async () => {
    const database = await kind.create();
    try {
      const options = buildDataSourceOptions(database.target, [CreateProbeTable1700000000000]);
      const first = await new DataSource(options).initialize();
      await first.query(`INSERT INTO "probe" ("label") VALUES ('kept')`);
      await first.destroy();

      const second = await new DataSource(options).initialize();
      const rows = await second.query(`SELECT "label" FROM "probe"`);
      const migrations = await second.query(`SELECT "name" FROM "migrations"`);
      await second.destroy();

      expect(rows).toEqual([{ label: 'kept' }]);
      expect(migrations).toEqual([{ name: 'CreateProbeTable1700000000000' }]);
    } finally {
      await database.dispose();
    }
    // Two embedded databases start one after the other here; on a busy 2-core host one start took 12–24 s.
  }, 90_000);

  it("turns PostgreSQL's JIT off in every session (it compiled for longer than the analytics reads ran)", async () => {
    const database = await kind.create();
    try {
      const dataSource = await new DataSource(buildDataSourceOptions(database.target, [])).initialize();
      try {
        const [{ jit }] = await dataSource.query<{ jit: string }[]>('SHOW jit');
        // PGlite is built without LLVM, so its "on" compiles nothing: it takes no session options.
        expect(jit).toBe(database.target.singleConnection ? 'on' : 'off');
        if (database.target.schema) expect((await dataSource.query<{ search_path: string }[]>('SHOW search_path'))[0]!.search_path).toContain(database.target.schema);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.dispose();
    }
  }, 90_000);
});

describe(assertDatabaseReachable.name, () => {
  it('fails with one clear line naming the address, without the password', async () => {
    const attempt = assertDatabaseReachable('postgres://owner:secret@127.0.0.1:1/harmony', 2000);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(/^Cannot connect to the database at postgres:\/\/owner@127\.0\.0\.1:1\/harmony: .*Check DATABASE_URL/);
    await expect(attempt).rejects.not.toThrow(/secret/);
  });

  it('describes a URL without its password', () => {
    expect(describeDatabaseUrl('postgresql://a:b@db:5432/x')).toBe('postgresql://a@db:5432/x');
  });
});
