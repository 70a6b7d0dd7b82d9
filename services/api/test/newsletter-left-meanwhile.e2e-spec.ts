import { DataSource } from 'typeorm';
import { NewsletterRecipients } from '@harmony/audience';
import { useOwner, useTestAppWithSmtpSink } from './test-app.js';

const SUBSCRIBERS = ['first@example.com', 'second@example.com', 'third@example.com', 'fourth@example.com'];

describe('a broadcast and a subscriber who leaves while it is being sent (issue 25), against the real SMTP sink', () => {
  // Paced (5 a second) so the last copies are still waiting their turn when the one-click unsubscribe arrives.
  const { app, http, sink } = useTestAppWithSmtpSink({ MAIL_RATE_PER_SECOND: '5', FORM_RATE_LIMIT: '1000' });
  const owner = useOwner(http);

  beforeAll(async () => {
    for (const email of SUBSCRIBERS) await app().app.get(DataSource).query(`INSERT INTO "newsletter_subscriptions" ("email", "tags", "status") VALUES ($1, '{}', 'active')`, [email]);
  });

  it('sends nothing to a subscriber who unsubscribes after the fan-out, and counts that message failed, not sent', async () => {
    const recipients = await app().app.get(NewsletterRecipients, { strict: false }).activeBatchAfter(null, 10);
    const leaving = recipients.find((recipient) => recipient.email === 'fourth@example.com')!;
    const id = (await owner.post('/api/admin/newsletters').send({ subject: 'While you were leaving', content: 'Hello.' }).expect(201)).body.id as number;

    await owner.post(`/api/admin/newsletters/${id}/send`).send({}).expect(202);
    await sink().waitForMessages(1, 30_000);
    // The fourth copy is due 600 ms after the first: the one-click POST (RFC 8058) comes well before.
    const { pathname, search } = new URL(leaving.unsubscribeUrl);
    await http().post(`${pathname}${search}`).set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(200);

    let newsletter = (await owner.get(`/api/admin/newsletters/${id}`).expect(200)).body;
    for (const deadline = Date.now() + 30_000; newsletter.status !== 'sent' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      newsletter = (await owner.get(`/api/admin/newsletters/${id}`).expect(200)).body;
    }

    expect(sink().received.map((mail) => mail.envelope.to[0]).sort()).toEqual(['first@example.com', 'second@example.com', 'third@example.com']);
    expect(newsletter).toMatchObject({ status: 'sent', counts: { recipients: 4, queued: 0, sent: 3, failed: 1, bounced: 0 } });
    const listed = (await owner.get('/api/admin/mail-messages').query({ q: 'fourth@example.com' }).expect(200)).body.items;
    expect(listed).toEqual([expect.objectContaining({ to: 'fourth@example.com', status: 'failed', lastSmtpAnswer: expect.stringContaining('left the list') })]);
  });
});
