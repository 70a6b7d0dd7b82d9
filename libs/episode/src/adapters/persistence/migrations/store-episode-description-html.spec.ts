import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { CreateEpisodes1763600000000 } from './1763600000000-create-episodes.js';
import { StoreEpisodeDescriptionHtml1795400000000 } from './1795400000000-store-episode-description-html.js';

describe.each(testDatabaseKinds())(`${StoreEpisodeDescriptionHtml1795400000000.name} on $name`, (kind) => {
  let database: MigratedDataSource;

  // The catalogue as the release before this migration left it, with episodes written back then.
  beforeAll(async () => {
    database = await createMigratedDataSource(kind, [CreateEpisodes1763600000000], []);
    await database.dataSource.query(
      `INSERT INTO "episodes" ("number", "title", "description", "audio_url", "image_url", "duration")
       VALUES (1, 'One', '<p>Safe &amp; <strong>sound</strong></p>', '/a.mp3', '/a.svg', '1:00'),
              (2, 'Two', '<p onclick="alert(1)">Hi</p><script>alert(2)</script>', '/b.mp3', '/b.svg', '2:00')`,
    );
    const session = database.dataSource.createQueryRunner();
    await session.startTransaction();
    await new StoreEpisodeDescriptionHtml1795400000000().up(session);
    await session.commitTransaction();
    await session.release();
  });

  afterAll(() => database?.dispose());

  it('fills description_html of the existing episodes with their sanitized description', async () => {
    const rows: { number: number; description_html: string }[] = await database.dataSource.query(`SELECT "number", "description_html" FROM "episodes" ORDER BY "number"`);
    expect(rows).toEqual([
      { number: 1, description_html: '<p>Safe &amp; <strong>sound</strong></p>' },
      { number: 2, description_html: '<p>Hi</p>' },
    ]);
  });

  it('then requires it of every episode', async () => {
    const [column]: { is_nullable: string }[] = await database.dataSource.query(
      `SELECT "is_nullable" FROM information_schema.columns WHERE "table_schema" = current_schema() AND "table_name" = 'episodes' AND "column_name" = 'description_html'`,
    );
    expect(column).toEqual({ is_nullable: 'NO' });
  });
});
