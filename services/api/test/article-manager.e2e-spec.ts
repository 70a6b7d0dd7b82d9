import request from 'supertest';
import { PRIVATE_CACHE_CONTROL } from '@harmony/platform';
import { TEST_ADMIN_PASSWORD, useTestApp } from './test-app.js';

interface ManagedArticle {
  id: number;
  slug: string;
  title: string;
  content: string;
  contentHtml: string;
  published: boolean;
  featured: boolean;
  publishedAt: string;
  status: 'draft' | 'scheduled' | 'published';
}

const dataBlock = (html: string) => {
  const match = /<script id="harmony-data" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { queries: { endpoint: string; arg?: string; data: { slug: string; title: string } }[] }) : null;
};

let sequence = 0;
/** A valid new article, its title (and so its slug) unique in this suite. */
const anArticle = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { title: `Managed Article ${sequence}`, excerpt: 'Written in the manager.', content: `# Part ${sequence}\n\nSome **bold** advice.`, ...overrides };
};

/** The article manager (issue 9): every write shows on the public site at the next read, cached or not. */
describe('the article manager API', () => {
  const { app, http } = useTestApp();
  let owner: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    owner = request.agent(app().app.getHttpServer());
    await owner.post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
  });

  const create = async (body: Record<string, unknown>): Promise<ManagedArticle> => (await owner.post('/api/blog-articles').send(body).expect(201)).body;
  const patch = async (id: number, body: Record<string, unknown>): Promise<ManagedArticle> => (await owner.patch(`/api/blog-articles/${id}`).send(body).expect(200)).body;
  const publicSlugs = async (path = '/api/blog-articles') => (await http().get(path).expect(200)).body.map((article: { slug: string }) => article.slug);
  /** The data the article's page inlines; a slug no public article has is a 404 page. */
  const articlePage = async (slug: string, status = 200) => dataBlock((await http().get(`/blog/${slug}`).set('Accept', 'text/html').expect(status)).text);

  it('answers 401 to every manager route without the session', async () => {
    const calls = [
      http().get('/api/admin/blog-articles'),
      http().get('/api/admin/blog-articles/1'),
      http().post('/api/admin/blog-articles/preview').send({ content: '# Hi' }),
      http().post('/api/blog-articles').send(anArticle()),
      http().patch('/api/blog-articles/1').send({ title: 'Taken over' }),
      http().delete('/api/blog-articles/1'),
    ];
    for (const call of calls) expect((await call.expect(401)).body).toMatchObject({ status: 401, code: 'not-signed-in' });
  });

  it('creates a published article with the SPEC defaults: 201, Location, and public at once, though the reads were cached', async () => {
    const input = anArticle();
    const slug = 'managed-article-' + sequence;
    // Cached before the write: the list, and the page of the address still missing.
    expect(await publicSlugs()).not.toContain(slug);
    expect(await articlePage(slug, 404)).toMatchObject({ queries: [{ endpoint: 'getBlogArticles' }] });

    const response = await owner.post('/api/blog-articles').send(input).expect(201);
    const article: ManagedArticle = response.body;
    expect(response.headers.location).toBe(`/api/admin/blog-articles/${article.id}`);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(article).toEqual({
      id: expect.any(Number),
      slug,
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      contentHtml: `<h2>Part ${sequence}</h2>\n<p>Some <strong>bold</strong> advice.</p>\n`,
      imageUrl: null,
      category: 'financial-advice',
      tags: [],
      featured: false,
      published: true,
      publishedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      status: 'published',
    });

    expect((await publicSlugs())[0]).toBe(slug);
    expect((await http().get(`/api/blog-articles/${slug}`).expect(200)).body).toMatchObject({ title: input.title, contentHtml: article.contentHtml });
    const page = await articlePage(slug);
    expect(page?.queries[0]).toMatchObject({ endpoint: 'getBlogArticle', arg: slug, data: { slug, title: input.title } });
    expect((await owner.get(`/api/admin/blog-articles/${article.id}`).expect(200)).body).toEqual(article);
  });

  it('keeps a draft from every public read, and shows it to the owner', async () => {
    const draft = await create(anArticle({ published: false, featured: true }));
    expect(draft).toMatchObject({ published: false, status: 'draft' });
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(await publicSlugs('/api/blog-articles/featured')).not.toContain(draft.slug);
    await http().get(`/api/blog-articles/${draft.slug}`).expect(404);
    const one = await owner.get(`/api/admin/blog-articles/${draft.id}`).expect(200);
    expect(one.body).toMatchObject({ id: draft.id, status: 'draft' });
    expect(one.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('publishes, unpublishes and features, each shown at the next public read', async () => {
    const draft = await create(anArticle({ published: false }));
    await http().get(`/api/blog-articles/${draft.slug}`).expect(404);
    expect(await patch(draft.id, { published: true })).toMatchObject({ published: true, status: 'published', publishedAt: draft.publishedAt });
    await http().get(`/api/blog-articles/${draft.slug}`).expect(200);
    expect(await publicSlugs()).toContain(draft.slug);

    expect(await publicSlugs('/api/blog-articles/featured')).not.toContain(draft.slug);
    expect(await patch(draft.id, { featured: true })).toMatchObject({ featured: true });
    expect(await publicSlugs('/api/blog-articles/featured')).toContain(draft.slug);

    expect(await patch(draft.id, { published: false })).toMatchObject({ published: false, featured: true, status: 'draft' });
    await http().get(`/api/blog-articles/${draft.slug}`).expect(404);
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(await publicSlugs('/api/blog-articles/featured')).not.toContain(draft.slug);
  });

  it('keeps the address when the title changes, and moves it only to a slug given: the old one then answers 404', async () => {
    const article = await create(anArticle());
    await http().get(`/api/blog-articles/${article.slug}`).expect(200);

    const retitled = await patch(article.id, { title: 'A Better Title' });
    expect(retitled).toMatchObject({ title: 'A Better Title', slug: article.slug });
    expect((await http().get(`/api/blog-articles/${article.slug}`).expect(200)).body.title).toBe('A Better Title');

    const moved = await patch(article.id, { slug: 'a-better-address' });
    expect(moved.slug).toBe('a-better-address');
    await http().get(`/api/blog-articles/${article.slug}`).expect(404);
    expect((await http().get('/api/blog-articles/a-better-address').expect(200)).body.id).toBe(article.id);
    expect(await articlePage(article.slug, 404)).toMatchObject({ queries: [{ endpoint: 'getBlogArticles' }] });
    expect((await articlePage('a-better-address'))?.queries[0]).toMatchObject({ endpoint: 'getBlogArticle', arg: 'a-better-address' });
  });

  it('refuses a slug another article has with 409 and an error on the slug field; a slug made from a title is numbered instead', async () => {
    const first = await create(anArticle({ title: 'Twice Told', slug: 'twice-told' }));
    const conflict = await owner.post('/api/blog-articles').send(anArticle({ slug: 'twice-told' })).expect(409);
    expect(conflict.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(conflict.body).toMatchObject({ status: 409, code: 'article-slug-taken', errors: [{ field: 'slug', message: 'Another article already has the address "twice-told". Choose another slug.' }] });

    const other = await create(anArticle());
    expect((await owner.patch(`/api/blog-articles/${other.id}`).send({ slug: 'twice-told' }).expect(409)).body).toMatchObject({ code: 'article-slug-taken', errors: [{ field: 'slug' }] });

    expect((await create(anArticle({ title: 'Twice Told' }))).slug).toBe('twice-told-2');
    expect(first.slug).toBe('twice-told');
  });

  it('names every invalid field for the form', async () => {
    const empty = await owner.post('/api/blog-articles').send({}).expect(400);
    expect(empty.body).toMatchObject({
      code: 'invalid-article',
      errors: [
        { field: 'title', message: 'The article title is required.' },
        { field: 'excerpt', message: 'The excerpt is required.' },
        { field: 'content', message: 'The article content is required.' },
      ],
    });
    const broken = await owner.post('/api/blog-articles').send(anArticle({ slug: 'Not A Slug', imageUrl: 'javascript:alert(1)', category: 'Two Words' })).expect(400);
    expect(broken.body.errors.map((error: { field: string }) => error.field)).toEqual(['slug', 'imageUrl', 'category']);

    const mistyped = await owner.post('/api/blog-articles').send(anArticle({ title: 5, featured: 'yes', publishedAt: 'next week', tags: 'one' })).expect(400);
    expect(mistyped.body.code).toBe('invalid-request');
    expect(mistyped.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['featured', 'publishedAt', 'tags', 'title']);
    expect((await owner.post('/api/blog-articles').send(anArticle({ author: 'someone' })).expect(400)).body.errors).toEqual([{ field: 'author', message: 'property author should not exist' }]);

    const article = await create(anArticle());
    expect((await owner.patch(`/api/blog-articles/${article.id}`).send({ excerpt: '  ', title: null }).expect(400)).body.errors).toEqual([{ field: 'title', message: 'title must be a string' }]);
    expect((await owner.patch(`/api/blog-articles/${article.id}`).send({ excerpt: '  ' }).expect(400)).body.errors).toEqual([{ field: 'excerpt', message: 'The excerpt is required.' }]);
    expect((await owner.patch('/api/blog-articles/abc').send({}).expect(400)).body.errors).toEqual([{ field: 'article id', message: 'The article id must be a whole number.' }]);
    expect((await owner.patch('/api/blog-articles/999999').send({ title: 'x' }).expect(404)).body.code).toBe('article-not-found');
  });

  it('takes an article as long as the blog allows, and refuses a longer one on its content field', async () => {
    // Past the API's form-sized JSON limit (32 kB): these routes take an article's body.
    const longest = `${'Ünïcödé words. '.repeat(6666)}${'x'.repeat(10)}`;
    expect(longest.length).toBe(100_000);
    expect((await create(anArticle({ content: longest }))).content).toBe(longest);
    const tooLong = await owner.post('/api/blog-articles').send(anArticle({ content: `${longest}x` })).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'content', message: 'The article content must be at most 100,000 characters.' }]);
    // Past what any article can be, the body is not even read.
    expect((await owner.post('/api/blog-articles').send(anArticle({ content: 'x'.repeat(600_000) })).expect(413)).body.status).toBe(413);
  });

  it('deletes an article: 204, then 404 publicly and in the manager', async () => {
    const article = await create(anArticle());
    await http().get(`/api/blog-articles/${article.slug}`).expect(200);
    expect(await publicSlugs()).toContain(article.slug);

    await owner.delete(`/api/blog-articles/${article.id}`).expect(204);
    await http().get(`/api/blog-articles/${article.slug}`).expect(404);
    expect(await publicSlugs()).not.toContain(article.slug);
    await owner.get(`/api/admin/blog-articles/${article.id}`).expect(404);
    expect((await owner.delete(`/api/blog-articles/${article.id}`).expect(404)).body.code).toBe('article-not-found');
  });

  it('lists every article for the owner, newest first, with its status, a page at a time, and searches titles and excerpts', async () => {
    const scheduled = await create(anArticle({ title: 'Zebra Budget Later', publishedAt: '2999-01-01T00:00:00.000Z' }));
    const draft = await create(anArticle({ excerpt: 'A zebra budget, drafted.', published: false }));

    const response = await owner.get('/api/admin/blog-articles?limit=2').expect(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.body.map((article: ManagedArticle) => [article.slug, article.status])).toEqual([
      [scheduled.slug, 'scheduled'],
      [draft.slug, 'draft'],
    ]);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThan(6);
    expect(response.headers.link).toBe('</api/admin/blog-articles?limit=2&offset=2>; rel="next"');
    const all: ManagedArticle[] = (await owner.get('/api/admin/blog-articles').expect(200)).body;
    expect(all).toHaveLength(total);
    const dates = all.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const found = await owner.get('/api/admin/blog-articles?q=ZEBRA%20budget&limit=1').expect(200);
    expect(found.body.map((article: ManagedArticle) => article.slug)).toEqual([scheduled.slug]);
    expect(found.headers['x-total-count']).toBe('2');
    expect(found.headers.link).toBe('</api/admin/blog-articles?q=ZEBRA%20budget&limit=1&offset=1>; rel="next"');
    expect((await owner.get('/api/admin/blog-articles?q=nothing-like-this').expect(200)).body).toEqual([]);
    await owner.get(`/api/admin/blog-articles?q=${'x'.repeat(201)}`).expect(400);
  });

  it('publishes a scheduled article at its time, with no further write', async () => {
    const inTwoSeconds = new Date(Date.now() + 2000);
    await publicSlugs();
    const scheduled = await create(anArticle({ publishedAt: inTwoSeconds.toISOString() }));
    expect(scheduled.status).toBe('scheduled');
    expect(await publicSlugs()).not.toContain(scheduled.slug);
    await http().get(`/api/blog-articles/${scheduled.slug}`).expect(404);

    await new Promise((resolve) => setTimeout(resolve, inTwoSeconds.getTime() - Date.now() + 100));

    expect(await publicSlugs()).toContain(scheduled.slug);
    await http().get(`/api/blog-articles/${scheduled.slug}`).expect(200);
    expect((await owner.get(`/api/admin/blog-articles/${scheduled.id}`).expect(200)).body.status).toBe('published');
  });

  it('previews markdown exactly as the public page will show it, sanitized', async () => {
    const content = '# Our Plan\n\nA **bold** step.\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">';
    const preview = await owner.post('/api/admin/blog-articles/preview').send({ content }).expect(200);
    expect(preview.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(preview.body.html).toContain('<h2>Our Plan</h2>');
    expect(preview.body.html).toContain('<strong>bold</strong>');
    expect(preview.body.html).not.toMatch(/<script|onerror|alert\(1\)/);
    // The very HTML a write stores and the public page serves.
    const article = await create(anArticle({ content }));
    expect(preview.body).toEqual({ html: article.contentHtml });
    expect((await http().get(`/api/blog-articles/${article.slug}`).expect(200)).body.contentHtml).toBe(preview.body.html);

    expect((await owner.post('/api/admin/blog-articles/preview').send({ content: '' }).expect(200)).body).toEqual({ html: '' });
    expect((await owner.post('/api/admin/blog-articles/preview').send({}).expect(400)).body.errors).toEqual([{ field: 'content', message: 'content must be a string' }]);
    const tooLong = await owner.post('/api/admin/blog-articles/preview').send({ content: 'x'.repeat(100_001) }).expect(400);
    expect(tooLong.body).toMatchObject({ code: 'invalid-article', errors: [{ field: 'content', message: 'The article content must be at most 100,000 characters.' }] });
  });
});
