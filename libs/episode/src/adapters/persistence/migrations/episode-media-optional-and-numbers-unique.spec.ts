import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { CreateEpisodes1763600000000 } from './1763600000000-create-episodes.js';
import { StoreEpisodeDescriptionHtml1795400000000 } from './1795400000000-store-episode-description-html.js';
import { EpisodeMediaOptionalAndNumbersUnique1795600000100 } from './1795600000100-episode-media-optional-and-numbers-unique.js';

describe.each(testDatabaseKinds())(`${EpisodeMediaOptionalAndNumbersUnique1795600000100.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  const insert = (episodeNumber: number, audioUrl: string | null) =>
    database.dataSource.query(
      `INSERT INTO "episodes" ("number", "title", "description", "description_html", "audio_url", "image_url", "duration") VALUES ($1, 'Ep', '<p>Ep</p>', '<p>Ep</p>', $2, NULL, '1:00')`,
      [episodeNumber, audioUrl],
    );

  // The catalogue as the release before this migration left it, with its episodes.
  beforeAll(async () => {
    database = await createMigratedDataSource(kind, [CreateEpisodes1763600000000, StoreEpisodeDescriptionHtml1795400000000], []);
    await database.dataSource.query(
      `INSERT INTO "episodes" ("number", "title", "description", "description_html", "audio_url", "image_url", "duration") VALUES (1, 'One', '<p>1</p>', '<p>1</p>', '/a.mp3', '/a.svg', '1:00')`,
    );
    const session = database.dataSource.createQueryRunner();
    await new EpisodeMediaOptionalAndNumbersUnique1795600000100().up(session);
    await session.release();
  });

  afterAll(() => database?.dispose());

  it('keeps the episodes there were, and lets a new one wait for its audio and cover', async () => {
    await insert(2, null);
    const rows: { number: number; audio_url: string | null; image_url: string | null }[] = await database.dataSource.query(`SELECT "number", "audio_url", "image_url" FROM "episodes" ORDER BY "number"`);
    expect(rows).toEqual([
      { number: 1, audio_url: '/a.mp3', image_url: '/a.svg' },
      { number: 2, audio_url: null, image_url: null },
    ]);
  });

  it('refuses a second episode with a number in use', async () => {
    await expect(insert(1, '/b.mp3')).rejects.toThrow(/episodes_number_key/);
  });
});
