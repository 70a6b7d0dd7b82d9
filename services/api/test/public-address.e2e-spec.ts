import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, TEST_ADMIN_PASSWORD, TEST_APP_START_TIMEOUT_MS, useTestApp, type TestApp } from './test-app.js';

const sessionCookieOf = (setCookie: string[] | string | undefined): string =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('harmony_session=')) ?? '';

// Each case boots an app of its own inside the test: a boot and the requests need more than the suite's 30 s on a busy machine
// (and the run's first boot encodes the demo audio).

/** Opens the site as the owner would (`npm start`, the image: NODE_ENV=production) at a PUBLIC_URL, and reads what it answers. */
async function bootedAt(publicUrl: string) {
  const warn = jest.spyOn(Logger.prototype, 'warn');
  let testApp: TestApp | undefined;
  try {
    testApp = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: publicUrl, SECRETS_KEY: 'a-key-the-processes-share-0123456789abcdef' });
    const http = () => request(testApp!.app.getHttpServer());
    const page = await http().get('/').expect(200);
    const signIn = await http().post('/api/auth/login').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    return {
      csp: String(page.headers['content-security-policy']),
      hsts: page.headers['strict-transport-security'] as string | undefined,
      cookie: sessionCookieOf(signIn.headers['set-cookie']),
      warnings: warn.mock.calls.map(([message]) => String(message)),
    };
  } finally {
    warn.mockRestore();
    await testApp?.close();
  }
}

describe("the site's transport follows PUBLIC_URL's scheme, not NODE_ENV", () => {
  it('on http://<LAN address> in production: no upgrade-insecure-requests, no HSTS, a session cookie without Secure, and a warning at boot', async () => {
    const site = await bootedAt('http://192.168.1.20:3000');
    expect(site.csp).not.toContain('upgrade-insecure-requests');
    expect(site.hsts).toBeUndefined();
    expect(site.cookie).toMatch(/^harmony_session=/);
    expect(site.cookie).not.toMatch(/; Secure/);
    expect(site.warnings).toContainEqual(expect.stringMatching(/^PUBLIC_URL is http:\/\/192\.168\.1\.20:3000: .*plain HTTP/));
  }, TEST_APP_START_TIMEOUT_MS);

  it('on https:// in production: upgrade-insecure-requests, HSTS and a Secure session cookie, and no warning', async () => {
    const site = await bootedAt('https://podcast.example');
    expect(site.csp).toContain('upgrade-insecure-requests');
    expect(site.hsts).toMatch(/max-age=\d+/);
    expect(site.cookie).toMatch(/; Secure/);
    expect(site.warnings.filter((message) => message.startsWith('PUBLIC_URL'))).toEqual([]);
  }, TEST_APP_START_TIMEOUT_MS);
});

/**
 * This machine's address on its network: a request to it comes from a peer that is not loopback, as a
 * proxy in another container or a visitor on the LAN does (supertest's own requests come from 127.0.0.1).
 */
function networkAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((candidate) => candidate && !candidate.internal && candidate.family === 'IPv4');
  if (!address) throw new Error('This test needs a network interface besides loopback (an IPv4 address on eth0 or similar).');
  return address.address;
}

/** The app listening on every interface, and requests to it through this machine's network address. */
function overTheNetwork(environment: Record<string, string>) {
  const { app } = useTestApp({ LOGIN_RATE_LIMIT: '3', ...environment });
  let origin = '';
  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    origin = `http://${networkAddress()}:${(server.address() as AddressInfo).port}`;
  });
  const wrongSignIn = (forwardedFor?: string) => {
    const attempt = request(origin).post('/api/auth/login');
    return (forwardedFor ? attempt.set('X-Forwarded-For', forwardedFor) : attempt).send({ password: 'not the password' });
  };
  const rightSignIn = (forwardedFor: string) => request(origin).post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ password: TEST_ADMIN_PASSWORD });
  return { wrongSignIn, rightSignIn };
}

describe('behind one TLS proxy in another container (TRUST_PROXY=1)', () => {
  const { wrongSignIn, rightSignIn } = overTheNetwork({ TRUST_PROXY: '1' });

  it('each visitor keeps their own sign-in limit: failures from one never lock the owner out', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongSignIn('203.0.113.7').expect(401);
    const limited = await wrongSignIn('203.0.113.7').expect(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'too-many-sign-in-attempts' });

    await rightSignIn('198.51.100.20').expect(200);
    await wrongSignIn('198.51.100.20').expect(401);
  });

  it('reads the visitor from the hop the proxy added, not from what the visitor wrote before it', async () => {
    // A visitor forging X-Forwarded-For: the proxy appends the address it saw, and that one is counted.
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongSignIn(`10.9.9.${attempt}, 203.0.113.99`).expect(401);
    await wrongSignIn('10.9.9.200, 203.0.113.99').expect(429);
  });
});

describe('by default (TRUST_PROXY unset: loopback only)', () => {
  const { wrongSignIn } = overTheNetwork({});

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: a forged one does not escape the limit', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongSignIn(`203.0.113.${attempt}`).expect(401);
    const limited = await wrongSignIn('203.0.113.250').expect(429);
    expect(limited.body).toMatchObject({ code: 'too-many-sign-in-attempts' });
    await wrongSignIn().expect(429);
  });
});
