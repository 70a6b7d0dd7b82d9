import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('answers afresh on one kept-alive connection when X-Forwarded-For changes, and after the trust setting changes', async () => {
    const app = express()
      .set('trust proxy', 'loopback')
      .get('/', (req, res) => void res.json({ remembered: clientAddress(req), express: req.ip, port: req.socket.remotePort }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (forwarded: string | undefined) =>
      new Promise<{ remembered: string; express: string; port: number }>((resolve, reject) => {
        const headers = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
        http
          .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/', agent, headers }, (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(JSON.parse(body)));
          })
          .on('error', reject);
      });
    try {
      const answers = [];
      for (const forwarded of ['203.0.113.7', '203.0.113.7', '198.51.100.2', undefined, '198.51.100.2']) answers.push(await ask(forwarded));
      app.set('trust proxy', false);
      answers.push(await ask('198.51.100.2'));
      expect(new Set(answers.map((answer) => answer.port)).size).toBe(1);
      expect(answers.map((answer) => answer.remembered)).toEqual(answers.map((answer) => answer.express));
      expect(answers.map((answer) => answer.remembered)).toEqual(['203.0.113.7', '203.0.113.7', '198.51.100.2', '127.0.0.1', '198.51.100.2', '127.0.0.1']);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
