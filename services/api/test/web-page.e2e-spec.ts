import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ContentChanges, PublicReadCache } from '@harmony/platform';
import { defaultSiteConfig, pageTitle } from '@harmony/site-config';
import { SiteSearch, startScript } from '@harmony/web-host';
import { useOwner, useTestApp } from './test-app.js';

const dataBlock = (html: string) => {
  const match = /<script id="harmony-data" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { queries: { endpoint: string; arg?: number | string; data: unknown }[] }) : null;
};

const startPlan = (html: string) => {
  const match = /<script id="harmony-start" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { entry: string[]; scripts: string[]; fetches: string[] }) : null;
};

describe('the served web page', () => {
  const { http } = useTestApp();
  const page = (path: string, status = 200) => http().get(path).set('Accept', 'text/html').expect(status);

  it('carries the title, the meta description and the language from the site configuration', async () => {
    // Other site pages have a title and description of their own (share-previews.e2e-spec.ts); each back-office screen a title.
    for (const [path, title] of [
      ['/', pageTitle(defaultSiteConfig)],
      ['/admin/login', 'Login | Admin | Money Together'],
    ]) {
      const { text } = await page(path!);
      expect(text).toContain(`<title>${title}</title>`);
      expect(text).toContain(`<meta name="description" content="${defaultSiteConfig.description}" />`);
      expect(text).toContain(`<html lang="${defaultSiteConfig.language}">`);
      expect(text).not.toContain('dev title');
    }
  });

  it('links the stylesheets, and plans the whole federated chain for the start script, from the built files', async () => {
    const { text } = await page('/');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.89abcdef.css" />');
    expect(head).toContain('<link rel="stylesheet" href="/remotes/site/__federation_expose_routes.4567cdef.css" />');
    expect(startPlan(text)).toEqual({
      entry: ['/main.0123456789abcdef.js'],
      scripts: ['/bootstrap.0123abcd.js', '/remotes/site/remoteEntry.js', '/remotes/site/__federation_expose_routes.0123abcd.js'],
      fetches: ['/remotes/site/mf-manifest.json'],
    });
    // No script is fetched before the first paint: no script tag, no preload hint in the HTML itself.
    expect(text).not.toMatch(/<script[^>]*\bsrc=/);
    expect(text).not.toContain('rel="preload"');
    // A page's own lazily loaded chunk is not planned: the manifest does not say which route it serves.
    expect(JSON.stringify(startPlan((await page('/episodes')).text))).not.toContain('404.89abcdef.js');
  });

  it('allows exactly its start script through the Content-Security-Policy', async () => {
    const response = await page('/');
    const inline = [...response.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([startScript]);
    const hash = createHash('sha256').update(startScript).digest('base64');
    expect(response.headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  });

  it('plans only the shell on admin pages (the site remote is not fetched there)', async () => {
    const { text } = await page('/admin/login');
    expect(startPlan(text)).toEqual({ entry: ['/main.0123456789abcdef.js'], scripts: ['/bootstrap.0123abcd.js'], fetches: [] });
    expect(text).not.toContain('href="/remotes/site/');
    expect(dataBlock(text)).toBeNull();
  });

  it('inlines the first screen’s data: the same episodes the API answers', async () => {
    // The home page's latest episodes: what the client's query (GET /api/episodes?limit=3) would fetch, so it sends none.
    const latest = (await http().get('/api/episodes?limit=3').expect(200)).body;
    expect(latest).toHaveLength(3);
    expect(dataBlock((await page('/')).text)).toEqual({ queries: [{ endpoint: 'getLatestEpisodes', arg: 3, data: latest }] });

    const all = (await http().get('/api/episodes').expect(200)).body;
    for (const path of ['/episodes', '/EPISODES/']) expect(dataBlock((await page(path)).text)).toEqual({ queries: [{ endpoint: 'getEpisodes', data: all }] });

    const one = all[0];
    // As GET /api/episodes/{id} answers it: with its transcript and chapters.
    const detail = (await http().get(`/api/episodes/${one.id}`).expect(200)).body;
    expect(detail.chapters.length).toBeGreaterThan(0);
    expect(dataBlock((await page(`/episode/${one.id}`)).text)).toEqual({ queries: [{ endpoint: 'getEpisode', arg: one.id, data: detail }] });
    expect(dataBlock((await page('/episode/999999', 404)).text)).toBeNull();
    expect(dataBlock((await page('/nope', 404)).text)).toBeNull();
  });

  it('inlines the blog’s first screens: the lists, and the article with the list its "More Articles" draws from', async () => {
    const featured = (await http().get('/api/blog-articles/featured').expect(200)).body;
    const all = (await http().get('/api/blog-articles').expect(200)).body;
    expect(dataBlock((await page('/blog')).text)).toEqual({
      queries: [
        { endpoint: 'getFeaturedBlogArticles', data: featured },
        { endpoint: 'getBlogArticles', data: all },
      ],
    });

    const one = (await http().get(`/api/blog-articles/${all[0].slug}`).expect(200)).body;
    expect(dataBlock((await page(`/blog/${one.slug}`)).text)).toEqual({
      queries: [
        { endpoint: 'getBlogArticle', arg: one.slug, data: one },
        { endpoint: 'getBlogArticles', data: all },
      ],
    });
    // A missing article is not inlined: the page asks, and shows "Article Not Found" from the 404.
    expect(dataBlock((await page('/blog/no-such-article', 404)).text)).toEqual({ queries: [{ endpoint: 'getBlogArticles', data: all }] });
    expect(dataBlock((await page('/blog/<script>', 404)).text)).toBeNull();
  });

  it('sends pages compressed to browsers that accept it', async () => {
    const response = await http().get('/episodes').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toContain('<div id="root">');
  });

  it.each([
    ['/podcast-manager-access', '/admin/login'],
    ['/Podcast-Manager-Access/', '/admin/login'],
    ['/episode/abc', '/'],
    ['/EPISODE/12abc/', '/'],
  ])('redirects %s to %s on the server, as the router would (no flash of a wrong page)', async (from, to) => {
    const response = await http().get(from).set('Accept', 'text/html').expect(302);
    expect(response.headers.location).toBe(to);
  });

  it('keeps the inlined JSON from closing its script element', async () => {
    const { text } = await page('/');
    const block = /<script id="harmony-data" type="application\/json">([\s\S]*?)<\/script>/.exec(text)![1];
    expect(block).not.toMatch(/<\//);
  });

  it('puts the site’s prerendered markup into #root', async () => {
    const { text } = await page('/');
    expect(text).toContain('<div id="root"><header>Money Together</header><main data-url="/" data-queries="getLatestEpisodes"><h1>prerendered</h1></main></div>');
    expect((await page('/admin/login')).text).toContain('<div id="root"></div>');
  });

  it('writes the stored theme on <html> so a dark visitor sees no light flash', async () => {
    const dark = await http().get('/').set('Accept', 'text/html').set('Cookie', 'other=1; harmony-theme=dark').expect(200);
    expect(dark.text).toContain('<html lang="en-AU" class="dark">');
    expect(dark.headers.vary).toMatch(/Cookie/);
    const system = await http().get('/').set('Accept', 'text/html').set('Cookie', 'harmony-theme=system').expect(200);
    expect(system.text).toContain('<html lang="en-AU" class="system">');
    expect((await page('/')).text).toContain('<html lang="en-AU">');
  });

  it('answers robots.txt as text, and never serves the server-side build', async () => {
    const robots = await http().get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('User-agent: *');
    expect(robots.text).toContain('Disallow: /admin');
    await http().get('/remotes/site/server/prerender.cjs').expect(404);
  });
});

describe('the served search page', () => {
  const { app, http } = useTestApp();
  const page = (path: string) => http().get(path).set('Accept', 'text/html').expect(200);
  const searchReads = () => jest.spyOn(app().app.get(SiteSearch), 'execute');
  const inlinedSearch = (html: string) => dataBlock(html)?.queries.find((query) => query.endpoint === 'searchSite');

  afterEach(() => jest.restoreAllMocks());

  it('inlines exactly what GET /api/search answers for its words, and renders the page for them', async () => {
    const answer = (await http().get('/api/search?q=emergency%20fund').expect(200)).body as { results: { title: string; snippet: string }[] };
    // A word of a demo episode's title: "Building an Emergency Fund You Both Trust".
    expect(answer.results.map((result) => result.title)).toContain('Building an Emergency Fund You Both Trust');

    const { text } = await page('/search?q=%20emergency%20%20fund%20&utm_source=newsletter');

    expect(dataBlock(text)).toEqual({ queries: [{ endpoint: 'searchSite', arg: 'emergency fund', data: answer }] });
    expect(answer.results.some((result) => result.snippet.includes('<mark>'))).toBe(true);
    // The prerenderer is given the URL with the words (and nothing else of the query), so the page shows them.
    expect(text).toContain('<main data-url="/search?q=emergency+fund" data-queries="searchSite">');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<title>Search results for “emergency fund” | Money Together</title>');
    expect(head).toContain('<meta name="robots" content="noindex" />');
  });

  it('shows the empty state without words: no search, nothing inlined', async () => {
    const reads = searchReads();
    for (const path of ['/search', '/search?q=%20%20', '/search/?utm_source=x']) {
      const { text } = await page(path);
      expect(dataBlock(text)).toBeNull();
      expect(text).toMatch(/<main data-url="\/search\/?" data-queries="">/);
      expect(text).toContain('<title>Search | Money Together</title>');
      expect(text).toContain('<meta name="robots" content="noindex" />');
    }
    expect(reads).not.toHaveBeenCalled();
  });

  it('escapes the words everywhere the page writes them', async () => {
    const words = '</script><script>alert(1)</script>';
    const { text } = await page(`/search?q=${encodeURIComponent(words)}`);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('<title>Search results for “&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;” | Money Together</title>');
    expect(inlinedSearch(text)).toEqual(expect.objectContaining({ arg: words, data: expect.objectContaining({ query: words }) }));
    const block = /<script id="harmony-data" type="application\/json">([\s\S]*?)<\/script>/.exec(text)![1];
    expect(block).not.toMatch(/<\//);
  });

  it('keeps one page per words: other words get their own page, the same words (however spaced) the kept one', async () => {
    const reads = searchReads();
    const banking = await page('/search?q=banking%20setup');
    const money = await page('/search?q=money%20date');
    expect(money.text).not.toBe(banking.text);
    expect(inlinedSearch(banking.text)?.arg).toBe('banking setup');
    expect(inlinedSearch(money.text)?.arg).toBe('money date');
    expect((await page('/search?q=banking++setup&utm_source=x')).text).toBe(banking.text);
    expect((await page('/search?q=money%20date')).text).toBe(money.text);
    expect(reads.mock.calls.map(([words]) => words)).toEqual(['banking setup', 'money date']);
  });

  it('ignores the query string of every other page: one kept page per path', async () => {
    const plain = await page('/episodes');
    const tracked = await page('/episodes?utm_source=newsletter&q=budget');
    expect(tracked.text).toBe(plain.text);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
  });

  it('drops kept results pages when an episode or an article changes', async () => {
    const before = await page('/search?q=walrus');
    expect(inlinedSearch(before.text)?.data).toEqual(expect.objectContaining({ results: [], total: 0 }));
    await app()
      .app.get(DataSource)
      .query(`INSERT INTO "blog_articles" ("title", "slug", "excerpt", "content", "content_html", "published", "published_at") VALUES ('Walrus money', 'walrus-money', 'An excerpt.', 'About walruses.', '', true, '2026-01-01T00:00:00Z')`);
    // An item write announces its item only: the collection tag the results page carries is dropped with it.
    await app().app.get(ContentChanges).publish({ aggregate: 'article', keys: ['walrus-money'] });

    const after = await page('/search?q=walrus');
    expect(inlinedSearch(after.text)?.data).toEqual(expect.objectContaining({ total: 1, results: [expect.objectContaining({ title: 'Walrus money', url: '/blog/walrus-money' })] }));
  });

  it('renders a search longer than the API reads each time, without keeping it', async () => {
    const reads = searchReads();
    const long = 'a'.repeat(101);
    const { text } = await page(`/search?q=${long}`);
    expect(dataBlock(text)).toBeNull();
    expect(reads).not.toHaveBeenCalled();
    const size = app().app.get(PublicReadCache).size;
    await page(`/search?q=${long}b`);
    expect(app().app.get(PublicReadCache).size).toBe(size);
  });
});

/** Issue 22 §7: a URL the route manifest cannot resolve to something public is a 404, never the app's 200. */
describe('the served not-found page', () => {
  const { http } = useTestApp();
  const owner = useOwner(http);
  const page = (path: string) => http().get(path).set('Accept', 'text/html');
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const NOINDEX = '<meta name="robots" content="noindex" />';
  const hour = 60 * 60 * 1000;
  const demoMedia = { audioUrl: '/media/demo/bed-1.mp3', imageUrl: '/media/demo/episode-11.svg' };
  let scheduledEpisode = 0;
  const scheduledArticle = 'written-for-later';
  const draftArticle = 'not-ready-yet';

  beforeAll(async () => {
    const later = new Date(Date.now() + 24 * hour).toISOString();
    scheduledEpisode = (await owner.post('/api/episodes').send({ number: 9101, title: 'Next Week', description: '<p>Soon.</p>', duration: '10:00', publishedAt: later, ...demoMedia }).expect(201)).body.id;
    await owner.post('/api/blog-articles').send({ title: 'Written For Later', slug: scheduledArticle, excerpt: 'Soon.', content: 'Soon.', publishedAt: later }).expect(201);
    await owner.post('/api/blog-articles').send({ title: 'Not Ready Yet', slug: draftArticle, excerpt: 'Draft.', content: 'Draft.', published: false }).expect(201);
  });

  it.each(['/nope', '/no/such/page', '/episodes/extra', '/episode/999999', '/episode/99999999999999', '/blog/no-such-article', '/blog/a/b', '/WORKSHOP/x'])(
    'answers %s 404 with the site’s not-found page, asking not to be indexed',
    async (path) => {
      const response = await page(path).expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(head(response.text)).toContain(NOINDEX);
      // The site's routes render the path (the stand-in prerenderer shows which): its not-found page.
      expect(response.text).toContain(`<main data-url="${path}"`);
      expect(head(response.text)).not.toContain('rel="canonical"');
    },
  );

  it('answers a scheduled episode, a scheduled article and a draft 404, as if they did not exist', async () => {
    for (const path of [`/episode/${scheduledEpisode}`, `/blog/${scheduledArticle}`, `/blog/${draftArticle}`]) {
      const response = await page(path).expect(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(head(response.text)).toContain(NOINDEX);
    }
  });

  it('keeps a not-found page like any page, never answers it 304, and drops it once what it names is public', async () => {
    const path = `/episode/${scheduledEpisode}`;
    const kept = await page(path).expect(404);
    expect((await page(path).set('If-None-Match', kept.headers.etag).expect(404)).text).toBe(kept.text);

    await owner.patch(`/api/episodes/${scheduledEpisode}`).send({ publishedAt: new Date(Date.now() - hour).toISOString() }).expect(200);
    const published = await page(path).expect(200);
    expect(published.headers['x-robots-tag']).toBeUndefined();
    expect(head(published.text)).not.toContain(NOINDEX);
    expect(dataBlock(published.text)?.queries[0]).toMatchObject({ endpoint: 'getEpisode', arg: scheduledEpisode });
  });

  it.each(['/admin/queues', '/admin/queues/', '/ADMIN/Queues/api/queues'])('answers %s 404 when no queue dashboard is mounted (no REDIS_URL)', async (path) => {
    const response = await page(path).expect(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(head(response.text)).toContain(NOINDEX);
    // The back office's page: its router shows its own not-found screen; the site remote is not planned.
    expect(startPlan(response.text)?.fetches).toEqual([]);
  });

  it.each(['/', '/episodes', '/blog', '/workshop', '/search?q=budget'])('still answers %s 200, without noindex but where the page asks for it', async (path) => {
    const response = await page(path).expect(200);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    if (!path.startsWith('/search')) expect(head(response.text)).not.toContain(NOINDEX);
  });

  // Issue 25: the pages a subscriber's email links to read their token in the browser; the server writes one page per path.
  it.each(['/newsletter/confirm?token=secret-token.1', '/Newsletter/Unsubscribe/?token=secret-token.1'])('answers %s 200, asking not to be indexed, and never writes the token into the page', async (path) => {
    const response = await page(path).expect(200);
    expect(head(response.text)).toContain(NOINDEX);
    expect(head(response.text)).not.toContain('rel="canonical"');
    expect(response.text).not.toContain('secret-token');
    expect(response.text).toContain(`<main data-url="${path.split('?')[0]}"`);
  });

  it.each(['/admin', '/admin/login', '/admin/episodes/7', '/admin/articles/new', '/admin/anything-else'])(
    'still answers %s 200 (the back office’s router resolves its own paths), kept out of search engines by its page alone',
    async (path) => {
      const response = await page(path).expect(200);
      expect(response.headers['x-robots-tag']).toBeUndefined();
      expect(head(response.text)).toContain(NOINDEX);
    },
  );
});
