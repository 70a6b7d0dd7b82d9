import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRepresentation, type Representation } from './representation.js';
import { preferredCoding, sendRepresentation } from './send-representation.js';

describe(preferredCoding.name, () => {
  const all = { br: true, gzip: true, identity: true };

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    [' gzip ; q = 1 ', 'gzip'],
  ])('for Accept-Encoding %j sends %s', (header, expected) => {
    expect(preferredCoding(header, all)).toBe(expected);
  });

  it('sends identity when a small body was not compressed', () => {
    expect(preferredCoding('br, gzip', { identity: true })).toBe('identity');
  });
});

describe(sendRepresentation.name, () => {
  let server: Server;
  let base: string;
  let representation: Representation;
  const body = JSON.stringify({ episodes: 'money '.repeat(500) });

  beforeAll(async () => {
    representation = await buildRepresentation(
      { body, contentType: 'application/json; charset=utf-8', headers: { 'Cache-Control': 'public, max-age=0', 'X-Total-Count': '11' } },
      Date.parse('2026-11-23T10:00:00.500Z'),
    );
    server = createServer((request, response) => {
      // A header set earlier (as helmet does) survives.
      response.setHeader('X-Content-Type-Options', 'nosniff');
      sendRepresentation(request, response, representation);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the brotli body to a browser that takes it, with its validators and headers', async () => {
    const response = await fetch(base, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('etag')).toBe(`"${representation.contentHash}-br"`);
    expect(response.headers.get('last-modified')).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-total-count')).toBe('11');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(body);
  });

  it('sends the plain body to a client that takes no compression', async () => {
    const response = await fetch(base, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await response.text()).toBe(body);
  });

  it.each([
    ['the ETag it was sent', (hash: string) => `"${hash}-br"`],
    ['another coding of the same content', (hash: string) => `"${hash}-gzip"`],
    ['a weak form of it, in a list', (hash: string) => `"other", W/"${hash}"`],
    ['*', () => '*'],
  ])('answers 304 to If-None-Match with %s', async (_case, tag) => {
    const response = await fetch(base, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag(representation.contentHash) } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(`"${representation.contentHash}-br"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
    expect(await response.text()).toBe('');
  });

  it('answers 200 when the ETag is another', async () => {
    const response = await fetch(base, { headers: { 'If-None-Match': '"something-else"' } });
    expect(response.status).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after Last-Modified, 200 before it', async () => {
    expect((await fetch(base, { headers: { 'If-Modified-Since': 'Mon, 23 Nov 2026 10:00:00 GMT' } })).status).toBe(304);
    expect((await fetch(base, { headers: { 'If-Modified-Since': 'Mon, 23 Nov 2026 09:59:59 GMT' } })).status).toBe(200);
    expect((await fetch(base, { headers: { 'If-Modified-Since': 'not a date' } })).status).toBe(200);
  });

  it('lets If-None-Match decide when both are sent (RFC 9110 §13.2.2)', async () => {
    const response = await fetch(base, { headers: { 'If-None-Match': '"changed"', 'If-Modified-Since': 'Mon, 23 Nov 2026 11:00:00 GMT' } });
    expect(response.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(base, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('');
  });
});

describe(`${sendRepresentation.name} of a kept answer that is not a success`, () => {
  let server: Server;
  let base: string;
  let notFound: Representation;

  beforeAll(async () => {
    notFound = await buildRepresentation({ status: 404, body: '<h1>404 Page Not Found</h1>', contentType: 'text/html; charset=utf-8', headers: { 'X-Robots-Tag': 'noindex' } }, Date.now());
    server = createServer((request, response) => sendRepresentation(request, response, notFound));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is sent with its own status and headers', async () => {
    const response = await fetch(base);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe('<h1>404 Page Not Found</h1>');
  });

  it('is never a 304: the validators of a request only make a 2xx conditional (RFC 9110 §13.2.1)', async () => {
    const response = await fetch(base, { headers: { 'If-None-Match': `"${notFound.contentHash}"`, 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() } });
    expect(response.status).toBe(404);
  });
});

describe(buildRepresentation.name, () => {
  it('compresses text once per coding, but keeps an image or audio as it is: its format is compressed already', async () => {
    const text = await buildRepresentation({ body: 'budget '.repeat(1000), contentType: 'text/html; charset=utf-8' }, Date.now());
    const png = await buildRepresentation({ body: Buffer.alloc(10_000, 1), contentType: 'image/png' }, Date.now());
    const audio = await buildRepresentation({ body: Buffer.alloc(10_000, 1), contentType: 'audio/mpeg' }, Date.now());

    expect(Object.keys(text.variants).sort()).toEqual(['br', 'gzip', 'identity']);
    expect(Object.keys(png.variants)).toEqual(['identity']);
    expect(Object.keys(audio.variants)).toEqual(['identity']);
  });
});
