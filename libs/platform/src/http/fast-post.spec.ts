import { createServer, type Server } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import express, { type Request, type Response } from 'express';
import { MemoryStore } from 'express-rate-limit';
import request from 'supertest';
import { fastPost, serveFastPosts, type PostClient } from './fast-post.js';

class Greeting {
  @IsOptional() @IsString() @MaxLength(10) name?: string;
}

/** A server whose POST /hello is answered ahead of Express, and an Express app that says when it answered instead. */
function serverWith(options: { textAsJson?: boolean; limit?: number; trustProxy?: string } = {}): { server: Server; handled: ({ name?: string } & PostClient)[] } {
  const handled: ({ name?: string } & PostClient)[] = [];
  const app = express().set('trust proxy', options.trustProxy ?? false);
  app.use((_request: Request, response: Response) => void response.status(299).send('the rest of the app'));
  const server = createServer(app);
  const rateLimit = options.limit === undefined ? undefined : { limit: options.limit, windowSeconds: 60, store: new MemoryStore(), refusal: { code: 'too-many-hellos', message: 'Too many hellos.' } };
  serveFastPosts(server, new ExpressAdapter(app), {
    '/hello': fastPost({ maxBytes: 1024, textAsJson: options.textAsJson, rateLimit, body: Greeting, handle: async (body, client) => void handled.push({ name: body.name, ...client }) }),
  });
  return { server, handled };
}

const problemOf = (response: request.Response) => JSON.parse(response.text) as { status: number; code: string; detail: string };

describe(fastPost.name, () => {
  it('answers a valid JSON POST itself with a bare 204, the body validated into its class, the client as Express tells it', async () => {
    const { server, handled } = serverWith();
    const response = await request(server).post('/hello').set('User-Agent', 'Tester/1').send({ name: 'Ann' }).expect(204);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(handled).toEqual([{ name: 'Ann', address: expect.stringMatching(/127\.0\.0\.1$/), hostname: '127.0.0.1', userAgent: 'Tester/1' }]);
  });

  it('tells the forwarded client and host only from a trusted proxy', async () => {
    const trusting = serverWith({ trustProxy: 'loopback' });
    await request(trusting.server).post('/hello').set('X-Forwarded-For', '203.0.113.7').set('X-Forwarded-Host', 'harmony.example:8443').send({}).expect(204);
    expect(trusting.handled).toMatchObject([{ address: '203.0.113.7', hostname: 'harmony.example' }]);
    const wary = serverWith();
    await request(wary.server).post('/hello').set('X-Forwarded-For', '203.0.113.7').set('X-Forwarded-Host', 'harmony.example').send({}).expect(204);
    expect(wary.handled).toMatchObject([{ address: expect.stringMatching(/127\.0\.0\.1$/), hostname: '127.0.0.1' }]);
  });

  it('reads text/plain as JSON when told to, and leaves it to Express otherwise', async () => {
    await request(serverWith({ textAsJson: true }).server).post('/hello').set('Content-Type', 'text/plain;charset=UTF-8').send('{"name":"Ann"}').expect(204);
    const { server, handled } = serverWith();
    await request(server).post('/hello').set('Content-Type', 'text/plain').send('{"name":"Ann"}').expect(299);
    expect(handled).toEqual([]);
  });

  it('answers what the validation pipe, the body checks or the parser refuse as the platform answers them: 4xx problem+json', async () => {
    const { server, handled } = serverWith();
    const refusals = [
      [{ name: 'x'.repeat(11) }, 400, 'invalid-request'],
      [{ name: 'Ann', admin: true }, 400, 'invalid-request'],
      [{ name: 'a\u0000b' }, 400, 'malformed-request'],
      ['{"name":', 400, 'bad-request'],
      [`{"name":"${'x'.repeat(2000)}"}`, 413, 'payload-too-large'],
    ] as const;
    for (const [body, status, code] of refusals) {
      const response = await request(server)
        .post('/hello')
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body))
        .expect(status);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(problemOf(response)).toMatchObject({ status, code });
    }
    expect(problemOf(await request(server).post('/hello').set('Content-Type', 'application/json').send('{"name":').expect(400)).detail).toMatch(/^The request body is not valid JSON/);
    expect(handled).toEqual([]);
  });

  it('reads the body as the JSON parser of the other routes does, and refuses it in the same words', async () => {
    const { server, handled } = serverWith();
    // As it is, bytes included: superagent would write a Buffer out as JSON.
    const post = (body: string | Buffer) => request(server).post('/hello').set('Content-Type', 'application/json').serialize((raw: string | Buffer) => raw as string).send(body as string);
    expect(problemOf(await post('"Ann"').expect(400)).detail).toBe('The request body must be a JSON object.');
    expect(problemOf(await post(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])).expect(400))).toMatchObject({ code: 'malformed-request', detail: 'The request body is not UTF-8 text.' });
    expect(problemOf(await post(`{"name":"${'x'.repeat(1100)}"}`).expect(413)).detail).toBe('The request body is larger than the 1 KB a form may send.');
    await post('').expect(204);
    await post('\uFEFF{"name":"Bom"}').expect(204);
    await post(' \n{"name":"Ann"} ').expect(204);
    expect(handled.map((hello) => hello.name)).toEqual([undefined, 'Bom', 'Ann']);
  });

  it('refuses a body past its size that comes without a Content-Length, in chunks', async () => {
    const { server, handled } = serverWith();
    const call = request(server).post('/hello').set('Content-Type', 'application/json').set('Transfer-Encoding', 'chunked');
    for (let chunk = 0; chunk < 3; chunk += 1) call.write(`${chunk ? ',' : '{'}"k${chunk}":"${'x'.repeat(500)}"`);
    expect(problemOf(await call.expect(413)).status).toBe(413);
    expect(handled).toEqual([]);
  });

  it('leaves every other request to Express: other methods, addresses (a query string too), content types, charsets and encodings', async () => {
    const { server, handled } = serverWith();
    await request(server).get('/hello').expect(299);
    await request(server).post('/hello/there').send({ name: 'Ann' }).expect(299);
    await request(server).post('/hello?x=1').send({ name: 'Ann' }).expect(299);
    await request(server).post('/hello').set('Content-Type', 'application/x-www-form-urlencoded').send('name=Ann').expect(299);
    await request(server).post('/hello').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{}').expect(299);
    await request(server).post('/hello').set('Content-Type', 'application/json; charset=utf-16le').send('{}').expect(299);
    expect(handled).toEqual([]);
  });

  it('counts each client against its rate limit first: past it, a 429 problem with Retry-After, nothing handled', async () => {
    const { server, handled } = serverWith({ limit: 2 });
    for (let hello = 0; hello < 2; hello += 1) {
      const response = await request(server).post('/hello').send({ name: 'Ann' }).expect(204);
      expect(response.headers['ratelimit']).toBe(`limit=2, remaining=${1 - hello}, reset=60`);
    }
    const refused = await request(server).post('/hello').send({ name: 'Ann' }).expect(429);
    expect(problemOf(refused)).toMatchObject({ status: 429, code: 'too-many-hellos', detail: 'Too many hellos.' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(handled).toHaveLength(2);
  });
});
