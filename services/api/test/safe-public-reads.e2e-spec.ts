import { useOwner, useTestApp } from './test-app.js';

/**
 * What the owner writes may carry anything: public reads (the JSON and the data a page inlines) carry
 * only what was sanitized when it was written; the sources as written are the owner's (issue 22 §6).
 */
const HOSTILE_HTML = '<p onclick="steal()">Our <strong>money</strong> date.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">more</a>';
const HOSTILE_MARKDOWN = `# Our plan\n\nWe talk **calmly**.\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[more](javascript:alert(3))`;

/** Whatever a renderer could run, wherever it sits in the answer (keys, values, nested). */
const UNSAFE = /<script|onerror|onclick|javascript:/i;

const dataBlock = (html: string): unknown => {
  const match = /<script id="harmony-data" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('The page inlines no first-screen data');
  return JSON.parse(match[1]);
};

describe('public reads carry only what is safe to render', () => {
  const { http } = useTestApp();
  const owner = useOwner(http);
  let episodeId = 0;
  let articleId = 0;
  const slug = 'a-hostile-article';

  beforeAll(async () => {
    const episode = await owner
      .post('/api/episodes')
      .send({ number: 9001, title: 'Hostile Notes', description: HOSTILE_HTML, duration: '10:00', audioUrl: '/media/demo/bed-1.mp3', imageUrl: '/media/demo/episode-11.svg', featured: true })
      .expect(201);
    episodeId = episode.body.id;
    const article = await owner.post('/api/blog-articles').send({ title: 'A Hostile Article', slug, excerpt: 'Plain words.', content: HOSTILE_MARKDOWN, featured: true }).expect(201);
    articleId = article.body.id;
  });

  /** A path of the list below with the created episode's id. */
  const at = (path: string) => path.replace('{id}', String(episodeId));

  it.each(['/api/episodes', '/api/episodes/featured', '/api/episodes/{id}', '/api/blog-articles', '/api/blog-articles/featured', `/api/blog-articles/${slug}`])(
    'GET %s answers no markup that could run, and no source as written',
    async (path) => {
      const response = await http().get(at(path)).expect(200);
      expect(response.text).toMatch(/Hostile/);
      expect(response.text).not.toMatch(UNSAFE);
      const records = [response.body].flat() as Record<string, unknown>[];
      for (const record of records) {
        expect(record).not.toHaveProperty('description');
        expect(record).not.toHaveProperty('content');
      }
    },
  );

  it.each(['/episode/{id}', '/', '/episodes', `/blog/${slug}`, '/blog'])('the page %s inlines only the safe fields', async (path) => {
    const page = await http().get(at(path)).set('Accept', 'text/html').expect(200);
    const inlined = JSON.stringify(dataBlock(page.text));
    expect(inlined).toMatch(/Hostile/);
    expect(inlined).not.toMatch(UNSAFE);
    expect(inlined).not.toMatch(/"(description|content)":/);
  });

  it('keeps the rendered fields: the sanitized description and article HTML', async () => {
    const episode = (await http().get(`/api/episodes/${episodeId}`).expect(200)).body;
    expect(episode.descriptionHtml).toContain('<p>Our <strong>money</strong> date.</p>');
    const article = (await http().get(`/api/blog-articles/${slug}`).expect(200)).body;
    expect(article.contentHtml).toContain('<p>We talk <strong>calmly</strong>.</p>');
  });

  it("answers the sources as written on the owner's endpoints, where the managers edit them", async () => {
    expect((await owner.get(`/api/admin/episodes/${episodeId}`).expect(200)).body.description).toBe(HOSTILE_HTML);
    const managed = (await owner.get('/api/admin/episodes?limit=100').expect(200)).body as { id: number; description: string }[];
    expect(managed.find(({ id }) => id === episodeId)?.description).toBe(HOSTILE_HTML);
    expect((await owner.get(`/api/admin/blog-articles/${articleId}`).expect(200)).body.content).toBe(HOSTILE_MARKDOWN);
    const articles = (await owner.get('/api/admin/blog-articles').expect(200)).body as { id: number; content: string }[];
    expect(articles.find(({ id }) => id === articleId)?.content).toBe(HOSTILE_MARKDOWN);
  });

  it('keeps the feed, the share previews and the JSON-LD to the sanitized text', async () => {
    const feed = await http().get('/rss.xml').expect(200);
    expect(feed.text).toMatch(/Hostile Notes/);
    expect(feed.text).not.toMatch(/&lt;script|onerror|onclick|javascript:/i);
    const page = await http().get(`/episode/${episodeId}`).set('Accept', 'text/html').expect(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain('<meta name="description" content="Our money date. more" />');
    expect(head.replace(/<script id="harmony-data"[\s\S]*?<\/script>/, '')).not.toMatch(/onerror|onclick|javascript:|alert\(/i);
  });
});
