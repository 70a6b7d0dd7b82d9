import { JobQueue } from '@harmony/platform';
import { defaultSiteConfig } from '@harmony/site-config';
import { SHELL_INDEX, useTestApp } from './test-app.js';

describe('API platform', () => {
  const { http, app } = useTestApp();

  it('answers liveness and readiness', async () => {
    await http().get('/api/health').expect(200, { status: 'ok' });
    const ready = await http().get('/api/health/ready').expect(200);
    expect(ready.body.details).toMatchObject({ database: { status: 'up' }, queue: { status: 'up' } });
  });

  it('runs queued jobs in-process when no Redis is configured (embedded mode)', async () => {
    const queue = app().app.get(JobQueue);
    const { id } = await queue.enqueue('system.ping', { message: 'hello' });
    let job = await queue.getJob(id);
    for (let tries = 0; job?.state !== 'completed' && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = await queue.getJob(id);
    }
    expect(job).toMatchObject({ state: 'completed', result: { pong: 'hello' } });
  });

  it('answers an unknown API path with a 404 problem, not the web page', async () => {
    const response = await http().get('/api/does-not-exist').set('Accept', 'text/html').expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('documents the API with OpenAPI', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/episodes', '/api/episodes/featured', '/api/episodes/{id}']));
    expect(document.paths['/api/episodes/{id}'].get.responses).toHaveProperty('404');
    const page = await http().get('/api/docs').expect(200);
    expect(page.text).toContain('swagger');
  });

  it('serves the shell for web routes with the runtime configuration written in', async () => {
    // A path the site does not have is answered its not-found page, as a 404 (web-page.e2e-spec.ts).
    for (const [route, status] of [['/', 200], ['/episodes', 200], ['/admin/login', 200], ['/nope', 404]] as const) {
      const response = await http().get(route).set('Accept', 'text/html').expect(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).not.toBe(SHELL_INDEX);
      const config = JSON.parse(/<script id="harmony-config" type="application\/json">(.*?)<\/script>/.exec(response.text)![1]);
      expect(config).toEqual({
        remotes: { site: '/remotes/site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
        site: defaultSiteConfig,
      });
    }
  });

  it('serves precompressed bundles to browsers that accept them, and caches hashed files for good', async () => {
    const entry = await http().get('/remotes/site/remoteEntry.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const hashed = await http().get('/main.0123456789abcdef.js').expect(200);
    expect(hashed.headers['cache-control']).toContain('immutable');
  });

  it('validates bundles with a strong ETag per encoding, and answers a matching If-None-Match with 304', async () => {
    const brotli = await http().get('/remotes/site/remoteEntry.js').set('Accept-Encoding', 'br').expect(200);
    const identity = await http().get('/remotes/site/remoteEntry.js').set('Accept-Encoding', 'identity').expect(200);
    expect(brotli.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(identity.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(brotli.headers.etag).not.toBe(identity.headers.etag);
    const revalidated = await http().get('/remotes/site/remoteEntry.js').set('Accept-Encoding', 'br').set('If-None-Match', brotli.headers.etag).expect(304);
    expect(revalidated.text).toBeFalsy();
    await http().get('/remotes/site/remoteEntry.js').set('Accept-Encoding', 'br').set('If-None-Match', '"other"').expect(200);
  });

  it('validates media with a strong ETag, and answers a matching If-None-Match with 304', async () => {
    const [episode] = (await http().get('/api/episodes').expect(200)).body as { imageUrl: string }[];
    const cover = episode!.imageUrl;
    expect(cover).toMatch(/^\/media\//);
    const first = await http().get(cover).expect(200);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    await http().get(cover).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('never serves the unrendered index.html', async () => {
    await http().get('/index.html').expect(301).expect('Location', '/');
  });

  it('does not answer file requests such as favicon.ico with the app page', async () => {
    await http().get('/favicon.ico').expect(404);
    await http().get('/remotes/site/missing-chunk.js').expect(404);
  });

  it('sends security headers', async () => {
    const response = await http().get('/').set('Accept', 'text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
