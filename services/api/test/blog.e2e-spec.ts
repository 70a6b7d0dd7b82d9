import { demoArticles } from '@harmony/blog/testing';
import { useTestApp } from './test-app.js';

describe('blog API', () => {
  const { http } = useTestApp();

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
      content: expect.stringContaining('# The Monthly Money Date'),
      contentHtml: expect.stringContaining('<h2>The Monthly Money Date</h2>'),
      imageUrl: '/media/demo/blog/the-monthly-money-date.svg',
      category: 'communication',
      tags: ['communication', 'budgeting', 'habits', 'couples'],
      featured: true,
      publishedAt: '2026-11-12T08:00:00.000Z',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
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
    expect(article.content).toContain(`![Three jars labelled yours, mine and ours](${article.imageUrl})`);
    // The markdown arrives rendered and sanitized too: headings one level below the page title.
    expect(article.contentHtml).toContain(`<img src="${article.imageUrl}" alt="Three jars labelled yours, mine and ours" loading="lazy" decoding="async">`);
    expect(article.contentHtml).toMatch(/<h2>[^<]+<\/h2>/);
    expect(article.contentHtml).not.toMatch(/<h1|<script|\son[a-z]+=/i);
    const image = await http().get(article.imageUrl).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each(['no-such-article', 'UPPER-case', '..%2f..%2fetc'])('answers an unknown slug %p with a 404 problem', async (slug) => {
    const response = await http().get(`/api/blog-articles/${slug}`).expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 404, code: 'article-not-found' });
  });
});
