import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mp3Sample } from '@harmony/platform/testing';
import { decodeEntities, defaultSiteConfig, pageTitle } from '@harmony/site-config';
import { useOwner, useTestApp } from './test-app.js';

const PUBLIC_URL = 'https://podcast.example';
/** Requests come in on another Host: nothing in a page may name it. */
const REQUEST_HOST = 'internal.invalid:8080';

/** The tags of a page's head, as a crawler without JavaScript reads them. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = new Map<string, string>();
  for (const [, , key, content] of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)) metas.set(key!, decodeEntities(content!));
  const link = (rel: string) => {
    const found = new RegExp(`<link rel="${rel}"([^>]*)>`).exec(head)?.[1] ?? '';
    return Object.fromEntries([...found.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, decodeEntities(value!)]));
  };
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => ({ text: text!, data: JSON.parse(text!) as Record<string, unknown> }));
  return {
    head,
    title: decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key: string) => metas.get(key),
    canonical: link('canonical').href,
    feed: link('alternate'),
    jsonLd,
  };
}

/** schema.org's required properties of each type we publish (dotted: inside a nested object). */
const REQUIRED_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  PodcastSeries: ['name', 'url', 'webFeed'],
  PodcastEpisode: ['name', 'url', 'associatedMedia.contentUrl', 'partOfSeries'],
  BlogPosting: ['headline', 'datePublished', 'author', 'url'],
};

/** The required properties a JSON-LD object lacks (empty strings and empty objects count as missing). */
function missingProperties(data: Record<string, unknown>): string[] {
  const type = String(data['@type']);
  const required = REQUIRED_PROPERTIES[type];
  if (!required) return [`@type ${type}`];
  const valueAt = (path: string) => path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
  const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(typeof value === 'object' && Object.keys(value).length === 0);
  return [...(data['@context'] === 'https://schema.org' ? [] : ['@context']), ...required.filter((path) => !present(valueAt(path)))];
}

/** The page's one JSON-LD block. */
function onlyJsonLd(head: { jsonLd: { text: string; data: Record<string, unknown> }[] }) {
  expect(head.jsonLd).toHaveLength(1);
  return head.jsonLd[0]!;
}

const pngSize = (png: Buffer) => ({ signature: png.subarray(1, 4).toString('ascii'), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('share previews, structured data and crawler files, served without JavaScript', () => {
  const { http } = useTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
  const owner = useOwner(http);
  /** A page's head as served; a path showing nothing public is a 404 (web-page.e2e-spec.ts). */
  const page = async (path: string, status = 200) => {
    const response = await http().get(path).set('Host', REQUEST_HOST).set('Accept', 'text/html').expect(status);
    return { response, ...headOf(response.text) };
  };

  let episode: { id: number; number: number; title: string };
  let article: { slug: string; title: string; excerpt: string };
  beforeAll(async () => {
    const number = 9001;
    const created = await owner
      .post('/api/episodes')
      .send({
        number,
        title: 'Debt </script><script>alert(1)</script> & "Us"',
        description: `<p>Paying off <strong>debt</strong> together &amp; staying friends.</p><p>${'We talk it through. '.repeat(20)}</p>`,
        duration: '1:02:07',
        imageUrl: '/media/demo/episode-11.svg',
      })
      .expect(201);
    await owner.put(`/api/episodes/${created.body.id}/audio`).set('Content-Type', 'audio/mpeg').send(mp3Sample()).expect(200);
    episode = created.body;
    article = (await owner.post('/api/blog-articles').send({ title: 'Sharing Budgets Without Fights', excerpt: 'A <calm> way to split the bills.', content: '# Why\n\nBecause.' }).expect(201)).body;
  });

  it.each([
    ['/', pageTitle(defaultSiteConfig), 'website'],
    ['/episodes', 'Episodes | Money Together Podcast', 'website'],
    ['/blog', 'Blog | Money Together', 'website'],
    ['/workshop', 'Workshop | Money Together', 'website'],
    ['/contact', 'Contact | Money Together', 'website'],
  ])('writes the title, description, canonical URL, Open Graph and Twitter card of %s on the public origin', async (path, title, type) => {
    const head = await page(path);
    expect(head.title).toBe(title);
    const description = head.meta('description')!;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    const url = `${PUBLIC_URL}${path === '/' ? '/' : path}`;
    expect(head.canonical).toBe(url);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:type')).toBe(type);
    expect(head.meta('og:title')).toBe(title);
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/share/site.png`);
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe(title);
    expect(head.meta('twitter:description')).toBe(description);
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.meta('og:audio')).toBeUndefined();
    expect(head.head).not.toContain('internal.invalid');
  });

  it('names the podcast feed in every page head, the back office included', async () => {
    for (const [path, status] of [['/', 200], ['/episodes', 200], [`/episode/${episode.id}`, 200], ['/blog', 200], [`/blog/${article.slug}`, 200], ['/workshop', 200], ['/nope', 404], ['/admin/login', 200]] as const) {
      expect((await page(path, status)).feed).toEqual({ type: 'application/rss+xml', title: 'Money Together', href: `${PUBLIC_URL}/rss.xml` });
    }
  });

  it('describes an episode from its data: plain-text description, its own image, its audio and a PodcastEpisode', async () => {
    const head = await page(`/episode/${episode.id}`);
    const url = `${PUBLIC_URL}/episode/${episode.id}`;
    expect(head.title).toBe(`${episode.title} | Money Together Podcast`);
    const description = head.meta('description')!;
    expect(description).toMatch(/^Paying off debt together & staying friends\. We talk it through\./);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/…$/);
    expect(head.canonical).toBe(url);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/share/episode/${episode.id}.png`);
    expect(head.meta('og:audio')).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\.mp3$`));
    expect(head.meta('og:audio:type')).toBe('audio/mpeg');

    const { data, text } = onlyJsonLd(head);
    // The title's "</script>" cannot close the data block early.
    expect(text).not.toMatch(/<\//);
    expect(missingProperties(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'PodcastEpisode',
      name: episode.title,
      url,
      episodeNumber: episode.number,
      timeRequired: 'PT1H2M7S',
      partOfSeries: { '@type': 'PodcastSeries', name: 'Money Together', url: `${PUBLIC_URL}/`, webFeed: `${PUBLIC_URL}/rss.xml` },
      associatedMedia: { '@type': 'MediaObject', contentUrl: head.meta('og:audio'), encodingFormat: 'audio/mpeg', duration: 'PT1H2M7S' },
    });
    expect(Date.parse(String(data.datePublished))).not.toBeNaN();
  });

  it('describes an article: its excerpt, dates and a BlogPosting', async () => {
    const head = await page(`/blog/${article.slug}`);
    const url = `${PUBLIC_URL}/blog/${article.slug}`;
    expect(head.title).toBe('Sharing Budgets Without Fights | Money Together Blog');
    expect(head.meta('description')).toBe(article.excerpt);
    expect(head.canonical).toBe(url);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/share/blog/${article.slug}.png`);
    expect(Date.parse(head.meta('article:published_time')!)).not.toBeNaN();
    const { data } = onlyJsonLd(head);
    expect(missingProperties(data)).toEqual([]);
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: article.title, url, mainEntityOfPage: { '@id': url }, author: { '@type': 'Person', name: 'Sarah & James Mitchell' } });
    expect(Date.parse(String(data.dateModified))).not.toBeNaN();
  });

  it('puts a PodcastSeries on the home page only, and nothing on a missing page', async () => {
    const { data } = onlyJsonLd(await page('/'));
    expect(missingProperties(data)).toEqual([]);
    expect(data).toMatchObject({ '@type': 'PodcastSeries', name: 'Money Together', url: `${PUBLIC_URL}/`, webFeed: `${PUBLIC_URL}/rss.xml`, image: `${PUBLIC_URL}/share/site.png`, description: defaultSiteConfig.description });
    for (const path of ['/episodes', '/blog', '/workshop']) expect((await page(path)).jsonLd).toEqual([]);
    const missing = await page('/episode/999999', 404);
    expect(missing.jsonLd).toEqual([]);
    expect(missing.canonical).toBeUndefined();
    expect(missing.title).toBe('404 Page Not Found | Money Together');
  });

  it('titles a missing page and each back-office screen as the browser will, and keeps the back office out of search engines', async () => {
    expect((await page('/no/such/page', 404)).title).toBe('404 Page Not Found | Money Together');
    for (const [path, title] of [
      ['/admin', 'Analytics Dashboard | Admin | Money Together'],
      ['/admin/episodes/12', 'Episodes | Admin | Money Together'],
      ['/admin/login', 'Login | Admin | Money Together'],
    ]) {
      const screen = await page(path!);
      expect(screen.title).toBe(title);
      expect(screen.meta('robots')).toBe('noindex');
    }
  });

  it('has a checker that catches a missing required property', () => {
    expect(missingProperties({ '@context': 'https://schema.org', '@type': 'PodcastEpisode', name: 'x', url: 'u', partOfSeries: {}, associatedMedia: { contentUrl: '' } })).toEqual([
      'associatedMedia.contentUrl',
      'partOfSeries',
    ]);
    expect(missingProperties({ '@type': 'BlogPosting' })).toEqual(['@context', 'headline', 'datePublished', 'author', 'url']);
  });

  it('keeps the head with the page: one rendering, whatever Host asked', async () => {
    const first = await page(`/episode/${episode.id}`);
    const second = await http().get(`/episode/${episode.id}`).set('Host', 'other.invalid').set('Accept', 'text/html').expect(200);
    expect(second.headers.etag).toBe(first.response.headers.etag);
    expect(second.text).toBe(first.response.text);
  });

  it('changes the preview when the episode changes', async () => {
    await page(`/episode/${episode.id}`);
    await owner.patch(`/api/episodes/${episode.id}`).send({ title: 'Debt, Renamed' }).expect(200);
    expect((await page(`/episode/${episode.id}`)).meta('og:title')).toBe('Debt, Renamed | Money Together Podcast');
    episode = { ...episode, title: 'Debt, Renamed' };
  });

  it('draws the Open Graph images as 1200×630 PNGs, and 404s for what does not exist', async () => {
    for (const path of ['/share/site.png', `/share/episode/${episode.id}.png`, `/share/blog/${article.slug}.png`]) {
      const response = await http().get(path).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.body as Buffer)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    }
    // Answered like every other miss: problem+json, with the context's own code.
    const noEpisode = await http().get('/share/episode/999999.png').expect(404).expect('Content-Type', /^application\/problem\+json/);
    expect(noEpisode.body).toMatchObject({ status: 404, code: 'episode-not-found', instance: '/share/episode/999999.png' });
    const noArticle = await http().get('/share/blog/no-such-article.png').expect(404).expect('Content-Type', /^application\/problem\+json/);
    expect(noArticle.body).toMatchObject({ status: 404, code: 'article-not-found', instance: '/share/blog/no-such-article.png' });
  });

  it('lists every public page in /sitemap.xml with lastmod, on the public origin, and a new article at once', async () => {
    const fetchSitemap = async () => {
      const response = await http().get('/sitemap.xml').set('Host', REQUEST_HOST).set('Accept', 'text/html').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(XMLValidator.validate(response.text)).toBe(true);
      const parsed = new XMLParser().parse(response.text) as { urlset: { url: { loc: string; lastmod?: string }[] } };
      return new Map(parsed.urlset.url.map(({ loc, lastmod }) => [loc, lastmod]));
    };
    const urls = await fetchSitemap();
    for (const path of ['/', '/episodes', '/blog', '/workshop', '/contact', '/privacy', '/terms', `/episode/${episode.id}`, `/blog/${article.slug}`]) expect(urls.has(`${PUBLIC_URL}${path}`)).toBe(true);
    const demoEpisodes = (await http().get('/api/episodes').expect(200)).body as { id: number }[];
    for (const { id } of demoEpisodes) expect(urls.has(`${PUBLIC_URL}/episode/${id}`)).toBe(true);
    for (const [loc, lastmod] of urls) {
      expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      // Pages whose content is not dated (the workshop's copy, the contact page, the legal pages) carry no lastmod.
      if (!['/workshop', '/contact', '/privacy', '/terms', '/how-we-count-downloads'].some((path) => loc === `${PUBLIC_URL}${path}`)) expect(Date.parse(String(lastmod))).not.toBeNaN();
    }

    const later = (await owner.post('/api/blog-articles').send({ title: 'A Later Article', excerpt: 'Newer.', content: 'Text.' }).expect(201)).body as { slug: string };
    expect((await fetchSitemap()).has(`${PUBLIC_URL}/blog/${later.slug}`)).toBe(true);
  });

  it('names the sitemap in robots.txt; neither is the HTML page, and an unknown .xml is still not found', async () => {
    const robots = await http().get('/robots.txt').set('Accept', 'text/html').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /admin');
    const unknown = await http().get('/foo.xml').set('Accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('<div id="root">');
  });
});
