import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { precomputedHeaders } from './precomputed-headers.js';

describe(precomputedHeaders.name, () => {
  const options = { contentSecurityPolicy: { directives: { 'script-src': ["'self'", "'sha256-abc'"], 'upgrade-insecure-requests': null } }, hsts: true };
  const answer = (app: express.Express) => app.get('/', (_request, response) => response.send('ok'));

  it('sends exactly the headers helmet sends', async () => {
    const direct = await request(answer(express().use(helmet(options)))).get('/');
    const replayed = await request(answer(express().use(precomputedHeaders(helmet(options))))).get('/');
    const security = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length', 'content-type', 'x-powered-by', 'connection'].includes(name)));
    expect(security(replayed.headers)).toEqual(security(direct.headers));
    expect(replayed.headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(replayed.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses a middleware that does not finish at once (its headers may depend on the request)', () => {
    expect(() => precomputedHeaders(() => undefined)).toThrow(/did not finish synchronously/);
  });
});
