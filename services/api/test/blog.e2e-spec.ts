import { PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import { DataSource } from 'typeorm';
import { ArticleRenderer } from '@harmony/blog';
import { demoArticles } from '@harmony/blog/testing';
import { recordCalls } from './call-recorder.js';
import { useTestApp } from './test-app.js';

describe('blog API', () => {
  const { app, http } = useTestApp();

  it('lists the seeded published articles newest first', async () => {
    const response = await http().get('/api/blog-articles').expect(200);
    expect(response.body).toHaveLength(demoArticles.length);
    const dates = response.body.map((article: { publishedAt: string }) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      slug: 'the-monthly-money-date',
      title: 'The Monthly Money Date: A Ritual That Changed Our Marriage',
      excerpt: expect.any(String),
      contentHtml: expect.stringContaining('<h2>The Monthly Money Date</h2>'),
      imageUrl: '/media/demo/blog/the-monthly-money-date.svg',
      category: 'communication',
      tags: ['communication', 'budgeting', 'habits', 'couples'],
      featured: true,
      publishedAt: '2026-11-12T08:00:00.000Z',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers the list a page at a time, with its size in X-Total-Count', async () => {
    const response = await http().get('/api/blog-articles?limit=4').expect(200);
    expect(response.body).toHaveLength(4);
    expect(response.headers['x-total-count']).toBe(String(demoArticles.length));
    expect(response.headers.link).toBe('</api/blog-articles?limit=4&offset=4>; rel="next"');
    await http().get('/api/blog-articles?limit=1000').expect(400);
  });

  it('lists the three featured articles', async () => {
    const response = await http().get('/api/blog-articles/featured').expect(200);
    expect(response.body.map((article: { slug: string }) => article.slug)).toEqual(['the-monthly-money-date', 'joint-separate-or-both', 'paying-down-debt-as-a-team']);
  });

  it('answers one article by slug, with its illustration served', async () => {
    const article = (await http().get('/api/blog-articles/joint-separate-or-both').expect(200)).body;
    // The markdown arrives rendered and sanitized (never as written): headings one level below the page title.
    expect(article.contentHtml).toContain(`<img src="${article.imageUrl}" alt="Three jars labelled yours, mine and ours" loading="lazy" decoding="async">`);
    expect(article.contentHtml).toMatch(/<h2>[^<]+<\/h2>/);
    expect(article.contentHtml).not.toMatch(/<h1|<script|\son[a-z]+=/i);
    const image = await http().get(article.imageUrl).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  // An encoded path traversal never reaches the controller: request hygiene answers 400 (bad-input.e2e-spec.ts).
  it.each(['no-such-article', 'UPPER-case'])('answers an unknown slug %p with a 404 problem', async (slug) => {
    const response = await http().get(`/api/blog-articles/${slug}`).expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 404, code: 'article-not-found' });
  });

  it('reads answer the content HTML stored by the write, and render nothing', async () => {
    const renderCalls = recordCalls(app().app.get(ArticleRenderer), 'render');
    const database = app().app.get(DataSource);
    // The oldest article, which no other test here asks for by slug.
    const [{ slug }]: { slug: string }[] = await database.query(`SELECT "slug" FROM "blog_articles" ORDER BY "published_at" LIMIT 1`);
    await database.query(`UPDATE "blog_articles" SET "content_html" = '<p>as stored</p>' WHERE "slug" = $1`, [slug]);
    try {
      expect((await http().get(`/api/blog-articles/${slug}`).expect(200)).body.contentHtml).toBe('<p>as stored</p>');
      await http().get('/api/blog-articles?limit=100&offset=0').expect(200);
      await http().get('/api/blog-articles/featured').expect(200);
      expect(renderCalls.calls).toEqual([]);
    } finally {
      renderCalls.restore();
    }
  });
});
