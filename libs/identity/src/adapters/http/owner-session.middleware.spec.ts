import express from 'express';
import request from 'supertest';
import { problemDetailsErrorHandler } from '@harmony/platform';
import { CurrentSession } from '../../application/index.js';
import { FakeSecrets, InMemorySessionRepository } from '../../testing/index.js';
import { requireOwnerSession } from './owner-session.middleware.js';

describe(requireOwnerSession.name, () => {
  const secrets = new FakeSecrets();
  let app: express.Express;

  beforeEach(async () => {
    const sessions = new InMemorySessionRepository();
    await sessions.add({ id: secrets.sessionIdOf('token-7'), userId: 1, createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    app = express();
    app.use('/admin/queues', requireOwnerSession(new CurrentSession(sessions, secrets), 'https://podcast.example'), (_request, response) => {
      response.json({ dashboard: true });
    });
    app.use(problemDetailsErrorHandler);
  });

  it("opens the dashboard to the owner's session, its changes sent from its own pages too", async () => {
    await request(app).get('/admin/queues').set('Cookie', 'harmony_session=token-7').expect(200, { dashboard: true });
    await request(app).put('/admin/queues/api/queues/content/retry/failed').set({ Cookie: 'harmony_session=token-7', Origin: 'https://podcast.example' }).expect(200);
  });

  it('refuses a change sent from another site with 403 problem+json, as the guard does', async () => {
    const response = await request(app).put('/admin/queues/api/queues/content/clean/completed').set({ Cookie: 'harmony_session=token-7', 'Sec-Fetch-Site': 'cross-site' }).expect(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ code: 'foreign-origin' });
  });

  it('sends a browser without the session to the login, and anything else gets 401', async () => {
    expect((await request(app).get('/admin/queues').set('Accept', 'text/html').expect(303)).headers.location).toBe('/admin/login');
    expect((await request(app).get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401)).text).toContain('not-signed-in');
  });
});
