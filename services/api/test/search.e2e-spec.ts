import { DataSource } from 'typeorm';
import { PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import { useTestApp } from './test-app.js';

interface SearchResult {
  type: 'episode' | 'article';
  title: string;
  url: string;
  snippet: string;
  rank: number;
  publishedAt: string;
}

describe('site search API', () => {
  const { app, http } = useTestApp();
  const addArticle = (slug: string, title: string, content: string, publishedAt: string, published = true) =>
    app()
      .app.get(DataSource)
      .query(`INSERT INTO "blog_articles" ("title", "slug", "excerpt", "content", "content_html", "published", "published_at") VALUES ($1, $2, 'An excerpt.', $3, '', $4, $5)`, [
        title,
        slug,
        content,
        published,
        publishedAt,
      ]);

  it('answers the public episodes and articles that match, best first, in one list', async () => {
    const response = await http().get('/api/search?q=emergency%20fund').expect(200);
    const { query, results, total } = response.body as { query: string; results: SearchResult[]; total: number };

    expect(query).toBe('emergency fund');
    expect(total).toBe(results.length);
    expect(results.map((result) => result.type)).toEqual(expect.arrayContaining(['episode', 'article']));
    const ranks = results.map((result) => result.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(results).toContainEqual({
      type: 'article',
      title: 'Building an Emergency Fund on One Income',
      url: '/blog/emergency-fund-on-one-income',
      snippet: expect.stringContaining('<mark>'),
      rank: expect.any(Number),
      publishedAt: expect.any(String),
    });
    expect(results.find((result) => result.type === 'episode')).toEqual(expect.objectContaining({ title: 'Building an Emergency Fund You Both Trust', url: expect.stringMatching(/^\/episode\/\d+$/) }));
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('merges by rank: a title match comes before a body match, whatever their dates', async () => {
    await addArticle('kayak-body', 'Weekend plans', 'We talked about the kayak budget for a while.', '2026-01-01T00:00:00Z');
    await addArticle('kayak-title', 'The kayak question', 'Something else.', '2025-01-01T00:00:00Z');

    const { results } = (await http().get('/api/search?q=kayak').expect(200)).body as { results: SearchResult[] };

    expect(results.map((result) => result.url)).toEqual(['/blog/kayak-title', '/blog/kayak-body']);
  });

  it('leaves out drafts and scheduled articles', async () => {
    await addArticle('zeppelin-draft', 'Zeppelin savings', 'Draft.', '2026-01-01T00:00:00Z', false);
    await addArticle('zeppelin-later', 'Zeppelin savings, later', 'Later.', '2999-01-01T00:00:00Z');

    const body = (await http().get('/api/search?q=zeppelin').expect(200)).body as { results: SearchResult[]; total: number };

    expect(body).toEqual({ query: 'zeppelin', results: [], total: 0 });
  });

  it('answers snippets whose only markup is the marks', async () => {
    await addArticle('xss-walrus', 'Walrus money', 'A <img src=x onerror=alert(1)> walrus & "friends".', '2026-01-01T00:00:00Z');

    const { results } = (await http().get('/api/search?q=walrus').expect(200)).body as { results: SearchResult[] };

    expect(results[0]!.snippet).toContain('<mark>walrus</mark> &amp; &quot;friends');
    expect(results[0]!.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('answers at most limit results, and the total of every match', async () => {
    const body = (await http().get('/api/search?q=money&limit=2').expect(200)).body as { results: SearchResult[]; total: number };
    expect(body.results).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
  });

  it.each([
    ['no q', '/api/search'],
    ['an empty q', '/api/search?q='],
    ['a one-character q', '/api/search?q=a'],
    ['a q of blanks around one character', '/api/search?q=%20a%20%20'],
    ['a q over 100 characters', `/api/search?q=${'a'.repeat(101)}`],
    ['two q', '/api/search?q=money&q=debt'],
  ])('refuses %s with a 400 naming q', async (_case, url) => {
    const response = await http().get(url).expect(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toEqual(expect.objectContaining({ status: 400, code: 'invalid-request', detail: 'q must be from 2 to 100 characters' }));
  });

  it('refuses a limit out of range', async () => {
    const response = await http().get('/api/search?q=money&limit=51').expect(400);
    expect(response.body.detail).toBe('limit must be a whole number from 1 to 50');
  });

  it('answers input that is not a search as no results, never an error', async () => {
    for (const q of [`'); DROP TABLE episodes; --`, '" - or', 'the and']) {
      const body = (await http().get('/api/search').query({ q }).expect(200)).body as { total: number };
      expect(body.total).toBe(0);
    }
  });
});
