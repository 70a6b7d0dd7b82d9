import express from 'express';
import request from 'supertest';
import { clientAddress } from './client-address.js';

/** An app that answers what clientAddress and Express's own request.ip say, under a `trust proxy` setting. */
const appTrusting = (trustProxy: string | boolean) =>
  express()
    .set('trust proxy', trustProxy)
    .get('/', (req, res) => void res.json({ remembered: clientAddress(req), express: req.ip }));

describe('clientAddress', () => {
  it('answers what request.ip answers (the nearest address no trusted proxy vouches for), for each X-Forwarded-For in turn', async () => {
    const app = appTrusting('loopback');
    for (const forwarded of ['203.0.113.7', '198.51.100.2, 203.0.113.7', '203.0.113.7', undefined, '2001:db8::1']) {
      const call = request(app).get('/');
      const { body } = await (forwarded === undefined ? call : call.set('X-Forwarded-For', forwarded)).expect(200);
      expect(body.remembered).toBe(body.express);
      // Without the header, the peer: supertest's loopback connection.
      expect(body.remembered).toMatch(forwarded === undefined ? /127\.0\.0\.1$/ : new RegExp(`^${forwarded.split(', ').at(-1)}$`));
    }
  });

  it('keeps each trust setting apart: a forged X-Forwarded-For is not believed where no proxy is trusted', async () => {
    await request(appTrusting('loopback')).get('/').set('X-Forwarded-For', '192.0.2.99').expect(200, { remembered: '192.0.2.99', express: '192.0.2.99' });
    const { body } = await request(appTrusting(false)).get('/').set('X-Forwarded-For', '192.0.2.99').expect(200);
    expect(body.remembered).toBe(body.express);
    expect(body.remembered).not.toBe('192.0.2.99');
  });
});
