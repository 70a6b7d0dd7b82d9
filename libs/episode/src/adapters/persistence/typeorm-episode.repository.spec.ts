import type { Repository } from 'typeorm';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { episodeRepositoryContract } from '../../testing/episode-repository.contract.js';
import { EpisodeSchema, type EpisodeRow } from './episode.schema.js';
import { episodeMigrations } from './migrations/index.js';
import { TypeOrmEpisodeRepository } from './typeorm-episode.repository.js';

describe.each(testDatabaseKinds())(`${TypeOrmEpisodeRepository.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<EpisodeRow>;
  let repository: TypeOrmEpisodeRepository;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, episodeMigrations, [EpisodeSchema]);
    rows = database.dataSource.getRepository(EpisodeSchema);
    repository = new TypeOrmEpisodeRepository(rows);
  });

  afterAll(() => database?.dispose());

  episodeRepositoryContract(async () => {
    await rows.clear();
    return repository;
  });

  it('finds the next publication through the published_at index', async () => {
    // A plan, not a timing: with sequential scans off, the planner uses the index if it can.
    const session = database.dataSource.createQueryRunner();
    try {
      await session.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await session.query(`EXPLAIN SELECT min("published_at") FROM "episodes" WHERE "published_at" > now()`);
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('episodes_published_at_idx');
    } finally {
      await session.query('RESET enable_seqscan');
      await session.release();
    }
  });
});
