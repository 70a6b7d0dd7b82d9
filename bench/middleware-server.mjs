// One server for bench/middleware-cost.mjs: GET /health answered with the same 15 bytes as the API's
// liveness probe, behind the global middleware named in STACK (comma-separated, in the API's order),
// built from the same packages and @harmony/platform's own middleware (its dist: run `npm run build`).
// Prints the port it listens on, then serves until killed.
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { useFormBodyParsers, useRequestHygiene } from '@harmony/platform';

const body = '{"status":"ok"}';
const stack = (process.env.STACK ?? '').split(',').filter(Boolean);

let server;
if (stack.includes('raw')) {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
} else {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  server = http.createServer(app);
  // The platform's helpers take a Nest application; these two methods are all they use of it.
  const nestLike = { getHttpServer: () => server, use: (...handlers) => app.use(...handlers) };
  const middleware = {
    helmet: () => app.use(helmet()),
    'request-hygiene': () => useRequestHygiene(nestLike),
    compression: () => app.use(compression({ threshold: 1024 })),
    'body-parsers': () => useFormBodyParsers(nestLike, { limit: '32kb' }),
    // pino-http at `warn` with autoLogging off, as the API ran it before issue 8: it logs nothing, but
    // builds a child logger per request.
    'pino-http-silent': () => app.use(pinoHttp({ level: 'warn', autoLogging: false })),
  };
  for (const name of stack) {
    const add = middleware[name];
    if (!add) throw new Error(`unknown middleware "${name}": one of raw, ${Object.keys(middleware).join(', ')}`);
    add();
  }
  app.get('/health', (_request, response) => {
    response.type('application/json').send(body);
  });
}

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
