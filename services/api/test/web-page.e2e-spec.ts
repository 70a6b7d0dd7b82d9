import { createHash } from 'node:crypto';
import { defaultSiteConfig, pageTitle } from '@harmony/site-config';
import { startScript } from '../src/web/page-template.js';
import { useTestApp } from './test-app.js';

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
  const page = (path: string) => http().get(path).set('Accept', 'text/html').expect(200);

  it('carries the title, the meta description and the language from the site configuration', async () => {
    // Other site pages have a title and description of their own (share-previews.e2e-spec.ts).
    for (const path of ['/', '/admin/login']) {
      const { text } = await page(path);
      expect(text).toContain(`<title>${pageTitle(defaultSiteConfig)}</title>`);
      expect(text).toContain('<title>Money Together Podcast | Financial Harmony for Couples</title>');
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
    const featured = (await http().get('/api/episodes/featured').expect(200)).body;
    expect(featured.length).toBeGreaterThan(0);
    expect(dataBlock((await page('/')).text)).toEqual({ queries: [{ endpoint: 'getFeaturedEpisodes', data: featured }] });

    const all = (await http().get('/api/episodes').expect(200)).body;
    for (const path of ['/episodes', '/EPISODES/']) expect(dataBlock((await page(path)).text)).toEqual({ queries: [{ endpoint: 'getEpisodes', data: all }] });

    const one = all[0];
    // As GET /api/episodes/{id} answers it: with its transcript and chapters (a demo episode has none).
    expect(dataBlock((await page(`/episode/${one.id}`)).text)).toEqual({ queries: [{ endpoint: 'getEpisode', arg: one.id, data: { ...one, transcript: null, chapters: null } }] });
    expect(dataBlock((await page('/episode/999999')).text)).toBeNull();
    expect(dataBlock((await page('/nope')).text)).toBeNull();
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
    expect(dataBlock((await page('/blog/no-such-article')).text)).toEqual({ queries: [{ endpoint: 'getBlogArticles', data: all }] });
    expect(dataBlock((await page('/blog/<script>')).text)).toBeNull();
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
    expect(text).toContain('<div id="root"><header>Money Together</header><main data-url="/" data-queries="getFeaturedEpisodes"><h1>prerendered</h1></main></div>');
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
