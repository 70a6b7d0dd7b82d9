import type { Repository } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { legalPageRepositoryContract } from '../../testing/legal-page-repository.contract.js';
import { LegalPageSchema, type LegalPageRow } from './legal-page.schema.js';
import { blogMigrations } from './migrations/index.js';
import { TypeOrmLegalPageRepository } from './typeorm-legal-page.repository.js';

describe.each(testDatabaseKinds())(`${TypeOrmLegalPageRepository.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<LegalPageRow>;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, blogMigrations, [LegalPageSchema]);
    rows = database.dataSource.getRepository(LegalPageSchema);
  });

  afterAll(() => database?.dispose());

  legalPageRepositoryContract(async () => {
    await rows.clear();
    return new TypeOrmLegalPageRepository(rows);
  });

  it('refuses a kind the site has no page for', async () => {
    await expect(rows.query(`INSERT INTO "legal_pages" ("kind", "content", "content_html") VALUES ('cookies', 'x', 'x')`)).rejects.toThrow(/check constraint/);
  });
});
