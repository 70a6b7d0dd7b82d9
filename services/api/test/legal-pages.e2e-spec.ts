import request from 'supertest';
import { PRIVATE_CACHE_CONTROL } from '@harmony/platform';
import { TEST_ADMIN_PASSWORD, useTestApp } from './test-app.js';

const dataBlock = (html: string) => {
  const match = /<script id="harmony-data" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { queries: { endpoint: string; arg?: string; data: { kind: string; title: string; contentHtml: string } }[] }) : null;
};

/** The Privacy Policy and the Terms (issue 23 item 6): true defaults, the owner's edits, public at once. */
describe('the legal pages API', () => {
  const { app, http } = useTestApp();
  let owner: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    owner = request.agent(app().app.getHttpServer());
    await owner.post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
  });

  it("answers the default policy to visitors before the owner writes one: rendered, with the site's contact address", async () => {
    const response = await http().get('/api/legal-pages/privacy').expect(200);
    expect(response.body).toMatchObject({ kind: 'privacy', title: 'Privacy Policy', updatedAt: null });
    expect(response.body.contentHtml).toContain('<h2>Cookies and your browser</h2>');
    expect(response.body.contentHtml).toContain('href="mailto:hello@moneytogether.example"');
    expect(response.body).not.toHaveProperty('content');
    expect(response.headers.etag).toBeDefined();
    expect((await http().get('/api/legal-pages/terms').expect(200)).body).toMatchObject({ kind: 'terms', title: 'Terms of Service' });
  });

  it('answers 404 with a message for a page the site does not have', async () => {
    expect((await http().get('/api/legal-pages/cookies').expect(404)).body).toMatchObject({ status: 404, code: 'legal-page-not-found' });
    expect((await owner.put('/api/admin/legal-pages/cookies').send({ content: 'x' }).expect(404)).body).toMatchObject({ code: 'legal-page-not-found' });
  });

  it('keeps the editor and the writes to the owner', async () => {
    expect((await http().get('/api/admin/legal-pages/privacy').expect(401)).body).toMatchObject({ code: 'not-signed-in' });
    expect((await http().put('/api/admin/legal-pages/privacy').send({ content: 'Taken over.' }).expect(401)).body).toMatchObject({ code: 'not-signed-in' });
    expect((await http().get('/api/legal-pages/privacy').expect(200)).body.updatedAt).toBeNull();
  });

  it.each([
    [{}, 'invalid-request', /content must be a string/],
    [{ content: 42 }, 'invalid-request', /content must be a string/],
    [{ content: '  \n ' }, 'invalid-legal-page', /^The page content is required\.$/],
    [{ content: 'x'.repeat(20_001) }, 'invalid-legal-page', /^The page content must be at most 20,000 characters\.$/],
  ])('refuses %#: 400 with the message on content, and keeps the page', async (body, code, message) => {
    const refused = await owner.put('/api/admin/legal-pages/terms').send(body).expect(400);
    expect(refused.body).toMatchObject({ status: 400, code });
    expect(refused.body.errors).toEqual([{ field: 'content', message: expect.stringMatching(message) }]);
    expect((await http().get('/api/legal-pages/terms').expect(200)).body.updatedAt).toBeNull();
  });

  it("stores the owner's markdown rendered and sanitized, public at once on the API and the page, though both were cached", async () => {
    const editor = await owner.get('/api/admin/legal-pages/privacy').expect(200);
    expect(editor.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(editor.body.content).toMatch(/^Money Together is a podcast website\./);
    // Cached before the write.
    await http().get('/api/legal-pages/privacy').expect(200);
    expect(dataBlock((await http().get('/privacy').set('Accept', 'text/html').expect(200)).text)?.queries[0]?.data.title).toBe('Privacy Policy');

    // 18,000 characters but 50 kB of UTF-8: more than a form's JSON, within what a page may hold.
    const content = `# What we keep\n\nOnly **your email**.<script>alert(1)</script>\n\n${'€€€€€€€€ '.repeat(2000)}`;
    const saved = await owner.put('/api/admin/legal-pages/privacy').send({ content }).expect(200);
    expect(saved.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(saved.body).toMatchObject({ kind: 'privacy', title: 'Privacy Policy', content: content.trim(), updatedAt: expect.any(String) });
    expect(saved.body.contentHtml).toContain('<h2>What we keep</h2>');
    expect(saved.body.contentHtml).toContain('<strong>your email</strong>');
    expect(saved.body.contentHtml).not.toContain('<script');

    const read = await http().get('/api/legal-pages/privacy').expect(200);
    expect(read.body).toEqual({ kind: 'privacy', title: 'Privacy Policy', contentHtml: saved.body.contentHtml, updatedAt: saved.body.updatedAt });
    const page = await http().get('/privacy').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>Privacy Policy | Money Together</title>');
    expect(dataBlock(page.text)?.queries).toEqual([{ endpoint: 'getLegalPage', arg: 'privacy', data: read.body }]);
    // The other page keeps its default.
    expect((await http().get('/api/legal-pages/terms').expect(200)).body.updatedAt).toBeNull();
  });
});
