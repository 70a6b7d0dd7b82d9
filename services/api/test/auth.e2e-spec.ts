import type { NestExpressApplication } from '@nestjs/platform-express';
import { TEST_ADMIN_PASSWORD, useTestApp } from './test-app.js';

const sessionCookieOf = (setCookie: string[] | string | undefined): string | undefined =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('harmony_session='));

describe('signing in to the back office (/api/auth)', () => {
  const { http } = useTestApp();

  const signIn = async () => {
    const response = await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toBeDefined();
    return cookie!.split(';')[0]!;
  };

  it("signs in with the owner's password: an HttpOnly, SameSite=Strict session cookie for the whole site", async () => {
    const response = await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    expect(response.body).toEqual({ authenticated: true });
    const cookie = sessionCookieOf(response.headers['set-cookie'])!;
    expect(cookie).toMatch(/^harmony_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Expires=/);
    expect(cookie).not.toMatch(/; Secure/); // only where PUBLIC_URL is https
  });

  it('answers the session state: signed in with the cookie, not without, and never cached', async () => {
    const cookie = await signIn();
    const signedIn = await http().get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(signedIn.body).toEqual({ authenticated: true });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    await http().get('/api/auth/session').expect(200, { authenticated: false });
    await http().get('/api/auth/session').set('Cookie', 'harmony_session=forged-token-value').expect(200, { authenticated: false });
  });

  it('refuses a wrong password with 401 problem+json and no cookie, and an empty one with the form message', async () => {
    const wrong = await http().post('/api/auth/login').send({ password: 'not the password' }).expect(401);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrong.body).toMatchObject({ status: 401, code: 'wrong-password' });
    expect(sessionCookieOf(wrong.headers['set-cookie'])).toBeUndefined();
    const empty = await http().post('/api/auth/login').send({}).expect(400);
    expect(empty.body).toMatchObject({ code: 'invalid-login', errors: [{ field: 'password', message: 'Password is required' }] });
  });

  it('signs out on the server: the old cookie opens nothing afterwards', async () => {
    const cookie = await signIn();
    const response = await http().post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200, { authenticated: false });
    expect(sessionCookieOf(response.headers['set-cookie'])).toMatch(/^harmony_session=;/);
    await http().get('/api/auth/session').set('Cookie', cookie).expect(200, { authenticated: false });
    await http().post('/api/auth/logout').send({}).expect(200, { authenticated: false });
  });
});

describe('failed sign-ins from one address', () => {
  const { http } = useTestApp();

  it('are refused with 429 after ten in 15 minutes, the right password too', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await http().post('/api/auth/login').send({ password: `wrong ${attempt}` }).expect(401);
    const limited = await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'too-many-sign-in-attempts', detail: 'Too many failed sign-ins from your network. Please wait a few minutes and try again.' });
  });
});

/** Every route Nest registered on Express, as `METHOD /path`. */
function nestRoutes(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: unknown[] }; _router?: { stack: unknown[] } };
  const stack = (express.router ?? express._router)!.stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  return stack.flatMap(({ route }) => (route && typeof route.path === 'string' ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`) : []));
}

describe('the route inventory: closed by default', () => {
  const { http, app } = useTestApp();

  // The routes open to everyone. Adding one is a decision: mark it @Public() and list it here.
  const publicRoutes = [
    'GET /api/health',
    'GET /api/health/ready',
    'GET /api/episodes',
    'GET /api/episodes/featured',
    'GET /api/episodes/:id',
    'GET /api/blog-articles',
    'GET /api/blog-articles/featured',
    'GET /api/blog-articles/:slug',
    'GET /api/search',
    'GET /api/legal-pages/:kind',
    'POST /api/newsletter/subscribe',
    // The links in subscribers' mail (signed tokens, no session) and the providers' bounce webhooks (signed or secret).
    'POST /api/newsletter/confirm',
    'GET /api/newsletter/unsubscribe',
    'POST /api/newsletter/unsubscribe',
    'POST /api/mail/events',
    // The network sends the owner back from its own site: the strict session cookie does not come along, the single-use state proves the sign-in.
    'GET /api/admin/social-accounts/:platform/callback',
    'POST /api/workshop/interest',
    'POST /api/contact',
    'POST /api/analytics/pageview',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'GET /api/auth/session',
  ];
  // Owner-only routes named here so that removing one, or opening it, is noticed (the rest are found by walking the router).
  const ownerRoutes = ['GET /api/admin/analytics', 'GET /api/admin/analytics/realtime'];

  it('opens exactly the listed routes to a request without a session, and answers every other with 401', async () => {
    const routes = nestRoutes(app().app).filter((route) => / \/api\/(?!docs)/.test(route));
    expect(routes).toEqual(expect.arrayContaining([...publicRoutes, ...ownerRoutes]));
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:id\b/, '1').replace(/:[a-z]\w*/gi, 'x');
      const response = await http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).send({});
      if (publicRoutes.includes(route)) expect({ route, status: response.status }).not.toEqual({ route, status: 401 });
      else expect({ route, status: response.status, code: response.body?.code }).toEqual({ route, status: 401, code: 'not-signed-in' });
    }
  });
});
