import { DataSource } from 'typeorm';
import { JobQueue } from '@harmony/platform';
import { waitForJob } from '@harmony/platform/testing';
import { useOwner, useTestAppWithSmtpSink } from './test-app.js';

const SUBSCRIBERS = ['ann@example.com', 'bob@example.com', 'cara@example.org', 'dan@example.net', 'eve@example.com'];

interface NewsletterJson {
  id: number;
  status: string;
  subject: string;
  counts: { recipients: number; queued: number; sent: number; failed: number; bounced: number };
  sentAt: string | null;
  scheduledAt: string | null;
}

/** Polls until `done` holds for the newsletter (the messages settle in the background). */
async function until(read: () => Promise<NewsletterJson>, done: (newsletter: NewsletterJson) => boolean, timeoutMs = 30_000): Promise<NewsletterJson> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newsletter = await read();
    if (done(newsletter) || Date.now() > deadline) return newsletter;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('newsletters (issue 25 item 6): written, tested and broadcast to the real SMTP sink', () => {
  const { app, http, sink } = useTestAppWithSmtpSink({ OWNER_EMAIL: 'owner@example.org', MAIL_RATE_PER_SECOND: '0', FORM_RATE_LIMIT: '1000' });
  const owner = useOwner(http);

  const newsletter = async (id: number): Promise<NewsletterJson> => (await owner.get(`/api/admin/newsletters/${id}`).expect(200)).body as NewsletterJson;
  const rowCount = async (table: string): Promise<number> => Number((await app().app.get(DataSource).query(`SELECT count(*) AS n FROM "${table}"`))[0].n);
  const toOf = (index: number) => sink().received[index]!.envelope.to.join(',');

  // Three confirmed subscribers, one who never confirmed and one who left: a broadcast reaches exactly the three.
  // Stored as such directly: subscribing through the API would send each a confirmation mail to the sink.
  const STATUSES: Record<string, string> = { 'dan@example.net': 'pending', 'eve@example.com': 'unsubscribed' };
  beforeAll(async () => {
    for (const email of SUBSCRIBERS) {
      await app().app.get(DataSource).query(`INSERT INTO "newsletter_subscriptions" ("email", "tags", "status") VALUES ($1, '{}', $2)`, [email, STATUSES[email] ?? 'active']);
    }
  });
  const RECIPIENTS = SUBSCRIBERS.filter((email) => !STATUSES[email]);

  it('writes a draft, sends a test copy to OWNER_EMAIL, then reaches every active subscriber exactly once, with the one-click headers, and ends sent with its counts', async () => {
    const created = await owner.post('/api/admin/newsletters').send({ subject: '  Our money date  ', previewText: 'Three months in', content: '# Hello\n\nWe **finally** [planned](/episodes).' }).expect(201);
    expect(created.headers.location).toBe(`/api/admin/newsletters/${created.body.id}`);
    expect(created.body).toMatchObject({ subject: 'Our money date', previewText: 'Three months in', status: 'draft', source: 'owner', episodeId: null, scheduledAt: null, sentAt: null, counts: { recipients: 0, queued: 0, sent: 0, failed: 0, bounced: 0 } });
    const id = created.body.id as number;

    const test = await owner.post(`/api/admin/newsletters/${id}/test`).send({}).expect(202);
    expect(test.body).toEqual({ to: 'owner@example.org' });
    const [testCopy] = await sink().waitForMessages(1);
    expect(testCopy!.envelope.to).toEqual(['owner@example.org']);
    expect(testCopy!.parsed.subject).toBe('[Test] Our money date');
    expect(testCopy!.parsed.html).toContain('<strong>finally</strong>');
    expect(await newsletter(id)).toMatchObject({ status: 'draft' });

    const sent = await owner.post(`/api/admin/newsletters/${id}/send`).send({}).expect(202);
    expect(sent.body.status).toBe('sending');
    await sink().waitForMessages(1 + RECIPIENTS.length, 30_000);
    const settled = await until(() => newsletter(id), (n) => n.status === 'sent');
    expect(settled).toMatchObject({ status: 'sent', counts: { recipients: RECIPIENTS.length, queued: 0, sent: RECIPIENTS.length, failed: 0, bounced: 0 } });
    expect(settled.sentAt).not.toBeNull();

    const broadcast = sink().received.slice(1);
    expect(broadcast.map((_, index) => toOf(index + 1)).sort()).toEqual([...RECIPIENTS].sort());
    for (const mail of broadcast) {
      expect(mail.parsed.subject).toBe('Our money date');
      // Read from the raw message: mailparser folds the List-* headers into its own `list` object.
      const unfolded = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const listUnsubscribe = String(unfolded.match(/^List-Unsubscribe: (.*)$/m)?.[1]);
      expect(listUnsubscribe).toMatch(/^<http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?[^>]+>, <mailto:[^>]+\?subject=unsubscribe>$/);
      // The visible footer link is the recipient's own (the same address as the header's).
      expect(mail.parsed.html).toContain(listUnsubscribe.slice(1, listUnsubscribe.indexOf('>')).replaceAll('&', '&amp;'));
    }

    // Sending, sent: no second send, no change, no deletion.
    for (const refused of [owner.post(`/api/admin/newsletters/${id}/send`).send({}), owner.patch(`/api/admin/newsletters/${id}`).send({ subject: 'Again' }), owner.delete(`/api/admin/newsletters/${id}`)]) {
      const answer = await refused.expect(409);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body.detail).toBe('This newsletter is already being sent.');
    }
    expect(await newsletter(id)).toMatchObject({ subject: 'Our money date', status: 'sent' });
  });

  it('resumes a fan-out that stopped half-way without sending anyone a second copy', async () => {
    const id = (await owner.post('/api/admin/newsletters').send({ subject: 'Resumed', content: 'Once each.' }).expect(201)).body.id as number;
    const before = sink().received.length;
    await owner.post(`/api/admin/newsletters/${id}/send`).send({}).expect(202);
    await sink().waitForMessages(before + RECIPIENTS.length, 30_000);
    await until(() => newsletter(id), (n) => n.status === 'sent');

    // As if the fan-out died after queueing everyone but before recording it: its retry starts from the first page again.
    await app().app.get(DataSource).query(`UPDATE "newsletters" SET "status" = 'sending', "fanned_out" = false, "fan_out_cursor" = NULL, "sent_at" = NULL WHERE "id" = $1`, [id]);
    const queue = app().app.get(JobQueue);
    const rerun = await queue.enqueue('newsletter.broadcast', { newsletterId: id }, { jobId: `newsletter-broadcast-${id}-rerun` });
    expect(await waitForJob(queue, rerun.id)).toMatchObject({ state: 'completed', result: { recipients: RECIPIENTS.length, outcome: 'fanned-out' } });
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(sink().received.length).toBe(before + RECIPIENTS.length);
    expect(await until(() => newsletter(id), (n) => n.status === 'sent')).toMatchObject({ status: 'sent', counts: { recipients: RECIPIENTS.length, sent: RECIPIENTS.length, queued: 0 } });
  });

  it('schedules a send for later: still editable, then sent at its time', async () => {
    const id = (await owner.post('/api/admin/newsletters').send({ subject: 'Later', content: 'At its time.' }).expect(201)).body.id as number;
    const before = sink().received.length;
    const at = new Date(Date.now() + 2000).toISOString();
    const scheduled = await owner.post(`/api/admin/newsletters/${id}/send`).send({ at }).expect(202);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((await owner.patch(`/api/admin/newsletters/${id}`).send({ subject: 'Later, edited' }).expect(200)).body).toMatchObject({ status: 'scheduled', subject: 'Later, edited' });
    expect(sink().received.length).toBe(before);

    await sink().waitForMessages(before + RECIPIENTS.length, 30_000);
    expect(sink().received.slice(before).map((mail) => mail.parsed.subject)).toEqual(RECIPIENTS.map(() => 'Later, edited'));
    expect(await until(() => newsletter(id), (n) => n.status === 'sent')).toMatchObject({ status: 'sent' });
  });

  it('lists newest first, a page at a time', async () => {
    const all = (await owner.get('/api/admin/newsletters').expect(200)).body;
    expect(all).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.total).toBeGreaterThanOrEqual(3);
    const ids = (all.items as NewsletterJson[]).map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await owner.get('/api/admin/newsletters?page=2&pageSize=1').expect(200)).body;
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total, items: [{ id: ids[1] }] });
  });

  it('narrows the list to an episode: its draft found among 25 others, past the first page', async () => {
    const data = app().app.get(DataSource);
    // Content automation's draft for episode 2 first, then 25 newer ones: newest first, it is past a page of 20.
    await data.query(`INSERT INTO "newsletters" ("subject", "content", "content_html", "source", "episode_id") VALUES ('Episode two is out', 'Listen', '<p>Listen</p>', 'content-automation', 2)`);
    for (let n = 0; n < 25; n++) {
      await data.query(`INSERT INTO "newsletters" ("subject", "content", "content_html", "source", "episode_id") VALUES ($1, 'Body', '<p>Body</p>', $2, $3)`, [`Other ${n}`, n % 2 ? 'owner' : 'content-automation', n % 2 ? null : 100 + n]);
    }
    const firstPage = (await owner.get('/api/admin/newsletters').expect(200)).body as { items: { episodeId: number | null }[] };
    expect(firstPage.items.some((item) => item.episodeId === 2)).toBe(false);

    const narrowed = (await owner.get('/api/admin/newsletters?episodeId=2').expect(200)).body;
    expect(narrowed).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ subject: 'Episode two is out', source: 'content-automation', episodeId: 2 }] });
    expect((await owner.get('/api/admin/newsletters?episodeId=999').expect(200)).body).toMatchObject({ total: 0, items: [] });
    for (const bad of ['0', '-1', '1.5', 'two', '2147483648']) {
      const answer = await owner.get(`/api/admin/newsletters?episodeId=${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body.detail).toMatch(/episodeId/);
    }
  });

  it('deletes a draft; refuses bad input on every route with a 4xx problem+json, storing and sending nothing', async () => {
    const id = (await owner.post('/api/admin/newsletters').send({ subject: 'Draft', content: 'Body' }).expect(201)).body.id as number;
    const stored = await rowCount('newsletters');
    const mails = await rowCount('mail_messages');
    const problem = async (request: Promise<{ status: number; headers: Record<string, string>; body: { detail?: string } }>, status: number) => {
      const answer = await request;
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body.detail).toMatch(/\w/);
      return answer.body;
    };

    await problem(owner.post('/api/admin/newsletters').send({ content: 'No subject' }), 400);
    await problem(owner.post('/api/admin/newsletters').send({ subject: 'Two\nlines', content: 'x' }), 400);
    await problem(owner.post('/api/admin/newsletters').send({ subject: 'x'.repeat(201), content: 'x' }), 400);
    await problem(owner.post('/api/admin/newsletters').send({ subject: 'Long', content: 'x'.repeat(100_001) }), 400);
    await problem(owner.post('/api/admin/newsletters').send({ subject: 'Preview', content: 'x', previewText: 'p'.repeat(201) }), 400);
    await problem(owner.post('/api/admin/newsletters').send({ subject: 5, content: 'x' }), 400);
    await problem(owner.post('/api/admin/newsletters').send({ subject: 'Blank', content: '   ' }), 400);
    await problem(owner.get('/api/admin/newsletters?page=0'), 400);
    await problem(owner.get('/api/admin/newsletters?pageSize=101'), 400);
    await problem(owner.get('/api/admin/newsletters/abc'), 400);
    await problem(owner.get('/api/admin/newsletters/999999'), 404);
    await problem(owner.patch(`/api/admin/newsletters/${id}`).send({ subject: '' }), 400);
    await problem(owner.patch(`/api/admin/newsletters/${id}`).send({ content: null }), 400);
    await problem(owner.patch('/api/admin/newsletters/999999').send({ subject: 'x' }), 404);
    await problem(owner.delete('/api/admin/newsletters/999999'), 404);
    await problem(owner.post(`/api/admin/newsletters/${id}/send`).send({ at: 'tomorrow' }), 400);
    const past = await problem(owner.post(`/api/admin/newsletters/${id}/send`).send({ at: new Date(Date.now() - 120_000).toISOString() }), 400);
    expect(past.detail).toMatch(/has passed/);
    await problem(owner.post('/api/admin/newsletters/999999/send').send({}), 404);
    await problem(owner.post(`/api/admin/newsletters/${id}/test`).send({ to: 'not an address' }), 400);
    await problem(owner.post(`/api/admin/newsletters/${id}/test`).send({ to: 7 }), 400);
    await problem(owner.post('/api/admin/newsletters/999999/test').send({}), 404);
    // Without the owner's session: 401, whatever the route.
    expect((await http().get('/api/admin/newsletters')).status).toBe(401);
    expect((await http().post('/api/admin/newsletters').send({ subject: 'x', content: 'y' })).status).toBe(401);

    expect(await rowCount('newsletters')).toBe(stored);
    expect(await rowCount('mail_messages')).toBe(mails);
    expect(await newsletter(id)).toMatchObject({ subject: 'Draft', status: 'draft', scheduledAt: null });

    await owner.delete(`/api/admin/newsletters/${id}`).expect(204);
    await owner.get(`/api/admin/newsletters/${id}`).expect(404);
  });
});
