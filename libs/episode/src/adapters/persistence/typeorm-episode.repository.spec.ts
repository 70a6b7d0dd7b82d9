import type { Repository } from 'typeorm';
import { firstPage } from '@harmony/platform/domain';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { anEpisodeDraft } from '../../testing/index.js';
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

  beforeEach(() => rows.clear());

  it('stores drafts and reads them back with ids, newest first', async () => {
    const added = await repository.addAll([anEpisodeDraft({ number: 1, title: 'First' }), anEpisodeDraft({ number: 2, title: 'Second', featured: true })]);
    expect(added.every((episode) => episode.id > 0)).toBe(true);

    const { items: all, total } = await repository.findAll(firstPage);
    expect(total).toBe(2);
    expect(all.map((episode) => episode.title)).toEqual(['Second', 'First']);
    expect(all[0]).toMatchObject({ number: 2, featured: true, duration: '40:00', audioUrl: expect.stringContaining('.mp3') });
    expect(all[0].publishedAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(await repository.count()).toBe(2);
  });

  it('answers the catalogue a page at a time, with its size', async () => {
    await repository.addAll([1, 2, 3, 4, 5].map((number) => anEpisodeDraft({ number })));
    const second = await repository.findAll({ limit: 2, offset: 2 });
    expect(second.items.map((episode) => episode.number)).toEqual([3, 2]);
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect((await repository.findAll({ limit: 2, offset: 10 })).items).toEqual([]);
  });

  it('finds only featured episodes', async () => {
    await repository.addAll([anEpisodeDraft({ number: 5, featured: true }), anEpisodeDraft({ number: 6 }), anEpisodeDraft({ number: 7, featured: true })]);
    expect((await repository.findFeatured()).map((episode) => episode.number)).toEqual([7, 5]);
  });

  it('finds by id, and answers null for ids that cannot exist', async () => {
    const [added] = await repository.addAll([anEpisodeDraft({ title: 'Findable' })]);
    expect(await repository.findById(added.id)).toMatchObject({ title: 'Findable' });
    expect(await repository.findById(added.id + 1000)).toBeNull();
    expect(await repository.findById(99_999_999_999)).toBeNull();
  });
});
