import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { CreateBlogArticles1763700000000 } from './1763700000000-create-blog-articles.js';
import { StoreArticleContentHtml1795400000001 } from './1795400000001-store-article-content-html.js';

describe.each(testDatabaseKinds())(`${StoreArticleContentHtml1795400000001.name} on $name`, (kind) => {
  let database: MigratedDataSource;

  // The blog as the release before this migration left it, with articles written back then.
  beforeAll(async () => {
    database = await createMigratedDataSource(kind, [CreateBlogArticles1763700000000], []);
    await database.dataSource.query(
      `INSERT INTO "blog_articles" ("title", "slug", "excerpt", "content", "published")
       VALUES ('One', 'one', 'e', '# Our plan\n\nA **bold** step.', true),
              ('Two', 'two', 'e', 'Hi <img src=x onerror=alert(1)>', false)`,
    );
    const session = database.dataSource.createQueryRunner();
    await session.startTransaction();
    await new StoreArticleContentHtml1795400000001().up(session);
    await session.commitTransaction();
    await session.release();
  });

  afterAll(() => database?.dispose());

  it('fills content_html of the existing articles, drafts too, with their rendered, sanitized markdown', async () => {
    const rows: { slug: string; content_html: string }[] = await database.dataSource.query(`SELECT "slug", "content_html" FROM "blog_articles" ORDER BY "slug"`);
    expect(rows).toEqual([
      { slug: 'one', content_html: '<h2>Our plan</h2>\n<p>A <strong>bold</strong> step.</p>\n' },
      { slug: 'two', content_html: '<p>Hi <img src="x" loading="lazy" decoding="async"></p>\n' },
    ]);
  });

  it('then requires it of every article', async () => {
    const [column]: { is_nullable: string }[] = await database.dataSource.query(
      `SELECT "is_nullable" FROM information_schema.columns WHERE "table_schema" = current_schema() AND "table_name" = 'blog_articles' AND "column_name" = 'content_html'`,
    );
    expect(column).toEqual({ is_nullable: 'NO' });
  });
});
