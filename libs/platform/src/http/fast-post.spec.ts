import { IsOptional, IsString, MaxLength } from 'class-validator';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { fastPost } from './fast-post.js';

class Greeting {
  @IsOptional() @IsString() @MaxLength(10) name?: string;
}

/** An app with the fast path on /hello, and a stand-in for the rest of the app that says who answered. */
function appWith(options: { textAsJson?: boolean; refuseAll?: boolean } = {}) {
  const handled: { name?: string; host: string }[] = [];
  const app = express();
  const refuse = (_request: Request, response: Response) => void response.status(429).send('slow down');
  app.use(
    '/hello',
    fastPost({
      limit: '1kb',
      textAsJson: options.textAsJson,
      before: options.refuseAll ? refuse : undefined,
      body: Greeting,
      handle: async (body, incoming) => void handled.push({ name: body.name, host: incoming.hostname }),
    }),
  );
  app.use((_request: Request, response: Response) => void response.status(299).send('the rest of the app'));
  app.use((error: Error & { code?: string }, _request: Request, response: Response, _next: NextFunction) => void response.status(400).json({ error: error.name, code: error.code }));
  return { app, handled };
}

describe(fastPost.name, () => {
  it('answers a valid JSON POST itself with 204, the body validated into its class', async () => {
    const { app, handled } = appWith();
    await request(app).post('/hello').send({ name: 'Ann' }).expect(204);
    expect(handled).toEqual([{ name: 'Ann', host: '127.0.0.1' }]);
  });

  it('reads text/plain as JSON when told to, and leaves it to the rest of the app otherwise', async () => {
    await request(appWith({ textAsJson: true }).app).post('/hello').set('Content-Type', 'text/plain;charset=UTF-8').send('{"name":"Ann"}').expect(204);
    const { app, handled } = appWith();
    await request(app).post('/hello').set('Content-Type', 'text/plain').send('{"name":"Ann"}').expect(299);
    expect(handled).toEqual([]);
  });

  it('passes what the validation pipe, the body checks or the parser refuse to next(), as the app answers them', async () => {
    const { app, handled } = appWith();
    expect((await request(app).post('/hello').send({ name: 'x'.repeat(11) }).expect(400)).body).toEqual({ error: 'InvalidRequest', code: 'invalid-request' });
    expect((await request(app).post('/hello').send({ name: 'Ann', admin: true }).expect(400)).body).toEqual({ error: 'InvalidRequest', code: 'invalid-request' });
    expect((await request(app).post('/hello').send({ name: 'a\u0000b' }).expect(400)).body).toEqual({ error: 'MalformedRequest', code: 'malformed-request' });
    expect((await request(app).post('/hello').set('Content-Type', 'application/json').send('{"name":').expect(400)).body.error).toBe('SyntaxError');
    expect(handled).toEqual([]);
  });

  it('leaves every other request to the rest of the app: other methods, paths and content types', async () => {
    const { app, handled } = appWith();
    await request(app).get('/hello').expect(299);
    await request(app).post('/hello/there').send({ name: 'Ann' }).expect(299);
    await request(app).post('/hello').set('Content-Type', 'application/x-www-form-urlencoded').send('name=Ann').expect(299);
    expect(handled).toEqual([]);
  });

  it('runs `before` first: a refusal there answers the request', async () => {
    const { app, handled } = appWith({ refuseAll: true });
    await request(app).post('/hello').send({ name: 'Ann' }).expect(429);
    expect(handled).toEqual([]);
  });
});
