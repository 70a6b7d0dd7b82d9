import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { episodeMigrations } from './index.js';
import { RenderEpisodeDescriptionsAsMarkdown1796530000000 } from './1796530000000-render-episode-descriptions-as-markdown.js';

const before = episodeMigrations.filter((migration) => migration !== RenderEpisodeDescriptionsAsMarkdown1796530000000);

describe.each(testDatabaseKinds())(`${RenderEpisodeDescriptionsAsMarkdown1796530000000.name} on $name`, (kind) => {
  let database: MigratedDataSource;

  // Episodes written before descriptions were markdown: one as HTML, one with markdown stored as text.
  beforeAll(async () => {
    database = await createMigratedDataSource(kind, before, []);
    await database.dataSource.query(
      `INSERT INTO "episodes" ("number", "title", "description", "description_html", "audio_url", "image_url", "duration")
       VALUES (1, 'One', '<p>Safe &amp; <strong>sound</strong></p><ul><li>A</li></ul>', '<p>Safe &amp; <strong>sound</strong></p><ul><li>A</li></ul>', '/a.mp3', '/a.svg', '1:00'),
              (2, 'Two', 'A **money** date\n\n- snacks', 'A **money** date\n\n- snacks', '/b.mp3', '/b.svg', '2:00')`,
    );
    const session = database.dataSource.createQueryRunner();
    await session.startTransaction();
    await new RenderEpisodeDescriptionsAsMarkdown1796530000000().up(session);
    await session.commitTransaction();
    await session.release();
  });

  afterAll(() => database?.dispose());

  it('renders the stored markdown, and leaves the stored HTML as it was', async () => {
    const rows: { number: number; description_html: string }[] = await database.dataSource.query(`SELECT "number", "description_html" FROM "episodes" ORDER BY "number"`);
    expect(rows).toEqual([
      { number: 1, description_html: '<p>Safe &amp; <strong>sound</strong></p><ul><li>A</li></ul>' },
      { number: 2, description_html: '<p>A <strong>money</strong> date</p>\n<ul>\n<li>snacks</li>\n</ul>\n' },
    ]);
  });
});
