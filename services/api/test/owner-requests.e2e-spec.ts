import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { signInAsOwner, useOwner, useTestApp } from './test-app.js';

// Issue 22 items 8 and 9: what a back-office request must show besides the owner's session (the page
// it was sent from, a body the back office reads), and what it need not (a body where it sends none).

const PUBLIC_URL = 'https://podcast.example';
let sequence = 0;
const anArticle = () => {
  sequence += 1;
  return { title: `Origin Article ${sequence}`, excerpt: 'Written in the manager.', content: `# Part ${sequence}\n\nSome advice.` };
};

describe('back-office requests (issue 22)', () => {
  const { http, app } = useTestApp({ PUBLIC_URL, FORM_RATE_LIMIT: '1000' });
  const owner = useOwner(http);
  const articleCount = async () => Number((await app().app.get(DataSource).query('SELECT count(*) AS n FROM "blog_articles"'))[0].n);
  /** The API on a port, for Node's own fetch (undici), which sends what a browser's fetch sends. */
  const baseUrl = async () => {
    const server = app().app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  describe('without a body', () => {
    it("signs out with fetch's bodyless POST (Content-Length: 0, no Content-Type) rather than answer 415", async () => {
      const session = await signInAsOwner(http);
      const response = await fetch(`${await baseUrl()}/api/auth/logout`, { method: 'POST', headers: { Cookie: session } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ authenticated: false });
      await http().get('/api/admin/blog-articles').set('Cookie', session).expect(401);
    });

    it('reaches an owner POST, whose validation names what the body lacks', async () => {
      const response = await fetch(`${await baseUrl()}/api/content/blog-posts/1/publish`, { method: 'POST', headers: { Cookie: owner.cookie() } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid-request', detail: 'published must be true or false.' });
    });

    it('deletes with Content-Length: 0 and no Content-Type', async () => {
      const { id } = (await owner.post('/api/blog-articles').send(anArticle()).expect(201)).body;
      await owner.delete(`/api/blog-articles/${id}`).set('Content-Length', '0').expect(204);
    });
  });

  describe('the page a change was sent from', () => {
    const foreign = (status: number, response: { headers: Record<string, string>; text: string }) => {
      expect(status).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      return JSON.parse(response.text) as { code: string; detail: string };
    };

    it('refuses an article sent from another site with 403, and stores nothing', async () => {
      const before = await articleCount();
      const response = await owner.post('/api/blog-articles').set('Origin', 'https://evil.example').send(anArticle());
      expect(foreign(response.status, response)).toMatchObject({
        code: 'foreign-origin',
        detail: "This back-office request was sent from another origin (https://evil.example): changes are only accepted from the back office's own pages.",
      });
      expect(await articleCount()).toBe(before);
    });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['a sibling subdomain (Sec-Fetch-Site: same-site), which SameSite=Strict lets the cookie through from', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.podcast.example' }],
      ['another port of the same host', { Origin: 'http://127.0.0.1:1' }],
    ])('refuses a change from %s, on every method', async (_from, headers) => {
      const { id } = (await owner.post('/api/blog-articles').send(anArticle()).expect(201)).body;
      for (const call of [owner.post('/api/blog-articles').send(anArticle()), owner.patch(`/api/blog-articles/${id}`).send({ title: 'Taken over' }), owner.delete(`/api/blog-articles/${id}`)]) {
        const response = await call.set(headers);
        expect(foreign(response.status, response).code).toBe('foreign-origin');
      }
      expect((await owner.get(`/api/admin/blog-articles/${id}`).expect(200)).body.title).not.toBe('Taken over');
    });

    it('refuses it before the session is looked at: without the cookie too', async () => {
      const response = await http().post('/api/blog-articles').set('Origin', 'https://evil.example').send(anArticle());
      expect(foreign(response.status, response).code).toBe('foreign-origin');
    });

    it("accepts a change from the site's own pages: its Host, PUBLIC_URL's origin behind a proxy, a same-origin fetch, or no browser at all", async () => {
      const host = new URL(await baseUrl()).host;
      const sameOrigins: Record<string, string>[] = [
        { Origin: `http://${host}` },
        { Origin: `https://${host}`, 'X-Forwarded-Proto': 'https' },
        { Origin: PUBLIC_URL, Host: 'api:3000' },
        { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${host}` },
        {},
      ];
      for (const headers of sameOrigins) await owner.post('/api/blog-articles').set(headers).send(anArticle()).expect(201);
    });

    it('lets reads through from anywhere: a link from another site may open the back office', async () => {
      await owner.get('/api/admin/blog-articles').set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }).expect(200);
    });

    it("leaves the public forms open to other sites' pages, as before", async () => {
      await http().post('/api/newsletter/subscribe').set({ Origin: 'https://partner.example', 'Sec-Fetch-Site': 'cross-site' }).send({ email: 'from-a-partner@example.com' }).expect(200);
    });
  });

  describe('the body a change sends', () => {
    it('refuses a URL-encoded form to an owner route with 415, and stores nothing', async () => {
      const before = await articleCount();
      const response = await owner.post('/api/blog-articles').type('form').send(new URLSearchParams(anArticle()).toString()).expect(415);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(response.text)).toMatchObject({
        code: 'unsupported-media-type',
        detail: 'The back office reads JSON (application/json), and files as multipart/form-data: a URL-encoded form is refused, as any page could send one.',
      });
      expect(await articleCount()).toBe(before);
    });

    it('still takes URL-encoded forms where a form is the contract: the public forms and the sign-in', async () => {
      await http().post('/api/newsletter/subscribe').type('form').send('email=form-post%40example.com').expect(200);
      await http().post('/api/auth/login').type('form').send('password=test-owner-password').expect(200);
    });
  });
});
