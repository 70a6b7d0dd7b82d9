import request from 'supertest';
import { JobQueue } from '@harmony/platform';
import { waitForJob } from '@harmony/platform/testing';
import { QueueMail, sendMailJob, type MailRequest } from '@harmony/mail';
import { SmtpSink } from '@harmony/mail/testing';
import { startTestApp, TEST_APP_START_TIMEOUT_MS, useOwner, type TestApp } from './test-app.js';

interface Item {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: string;
  attempts: number;
  lastSmtpAnswer: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

// Issue 25 item 8: the owner's Email screen, against the app sending to a real SMTP server on loopback.
describe('The Email screen API (/api/admin/mail-messages)', () => {
  let sink: SmtpSink;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    testApp = await startTestApp({ SMTP_URL: sink.url });
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await sink?.stop();
  });
  const http = () => request(testApp!.app.getHttpServer());
  const owner = useOwner(http);

  /** Queues a message and waits for its first send to settle. */
  async function sendAndSettle(key: string, overrides: Partial<MailRequest> = {}): Promise<number> {
    const { id } = await testApp!.app.get(QueueMail).execute({ idempotencyKey: key, kind: 'test.hello', to: 'listener@example.com', subject: 'Hello', html: '<p>Hello <b>you</b></p>', text: 'Hello you', ...overrides });
    await waitForJob(testApp!.app.get(JobQueue), sendMailJob.jobId!({ messageId: id }));
    return id;
  }

  let failedId = 0;
  let sentId = 0;
  beforeAll(async () => {
    // A refused sender is our configuration's fault: failed, nobody suppressed, and the owner may resend.
    sink.refuseNext('MAIL FROM', 550, 'Sender address rejected');
    failedId = await sendAndSettle('e2e-screen-failed', { to: 'ana@example.com', subject: 'Your workshop seat', kind: 'workshop.confirmation', headers: { 'Reply-To': 'owner@example.org' } });
    sentId = await sendAndSettle('e2e-screen-sent', { to: 'sam@example.org', subject: 'New message from Sam' , kind: 'contact.owner-notice' });
    await sink.waitForMessages(1);
  }, 60_000);

  it('lists every message newest first, with its status and the server’s answer, filtered by status, kind and search', async () => {
    const all = (await owner.get('/api/admin/mail-messages').expect(200).expect('Cache-Control', /no-store/)).body as { items: Item[]; total: number; page: number; pageSize: number };
    expect(all).toEqual({ items: [expect.objectContaining({ id: sentId }), expect.objectContaining({ id: failedId })], total: 2, page: 1, pageSize: 100 });
    expect(all.items[1]).toEqual({
      id: failedId,
      to: 'ana@example.com',
      subject: 'Your workshop seat',
      kind: 'workshop.confirmation',
      status: 'failed',
      attempts: 1,
      lastSmtpAnswer: expect.stringContaining('550'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      sentAt: null,
    });
    expect(all.items[0]).toEqual(expect.objectContaining({ status: 'sent', sentAt: expect.any(String), lastSmtpAnswer: expect.stringMatching(/^250/) }));

    const ids = async (query: string) => ((await owner.get(`/api/admin/mail-messages?${query}`).expect(200)).body as { items: Item[] }).items.map((item) => item.id);
    expect(await ids('status=failed')).toEqual([failedId]);
    expect(await ids('kind=contact.owner-notice')).toEqual([sentId]);
    expect(await ids('q=ANA@')).toEqual([failedId]);
    expect(await ids('q=new%20message')).toEqual([sentId]);
    expect(await ids('status=sent&q=ana')).toEqual([]);
    const second = (await owner.get('/api/admin/mail-messages?page=2&pageSize=1').expect(200)).body as { items: Item[]; total: number; page: number; pageSize: number };
    expect(second).toEqual({ items: [expect.objectContaining({ id: failedId })], total: 2, page: 2, pageSize: 1 });
  });

  it('opens one message with its HTML, text and headers (Message-ID included); an unknown id is a 404', async () => {
    const detail = (await owner.get(`/api/admin/mail-messages/${failedId}`).expect(200)).body as Item & { html: string; text: string; headers: Record<string, string> };
    expect(detail).toEqual(expect.objectContaining({ id: failedId, status: 'failed', html: '<p>Hello <b>you</b></p>', text: 'Hello you' }));
    expect(detail.headers).toEqual({ From: expect.any(String), 'Message-ID': expect.stringMatching(/^<mail\..+@.+>$/), 'Reply-To': 'owner@example.org' });

    const missing = await owner.get('/api/admin/mail-messages/999999').expect(404).expect('Content-Type', /application\/problem\+json/);
    expect(missing.body).toEqual(expect.objectContaining({ code: 'mail-message-not-found', detail: 'Message 999999 was not found.' }));
  });

  it('resends a failed message: delivered once, with its Message-ID; then it is sent and a second resend is a 409', async () => {
    const messageId = ((await owner.get(`/api/admin/mail-messages/${failedId}`).expect(200)).body as { headers: Record<string, string> }).headers['Message-ID'];

    const resent = await owner.post(`/api/admin/mail-messages/${failedId}/resend`).send({}).expect(202);

    expect(resent.body).toEqual(expect.objectContaining({ id: failedId, status: 'queued', to: 'ana@example.com' }));
    const job = await waitForJob(testApp!.app.get(JobQueue), sendMailJob.jobId!({ messageId: failedId, sendRound: 1 }));
    expect(job).toMatchObject({ state: 'completed', result: { status: 'sent', sentNow: true } });
    await sink.waitForMessages(2);
    const copies = sink.received.filter((mail) => mail.parsed.messageId === messageId);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.envelope.to).toEqual(['ana@example.com']);
    expect((await owner.get(`/api/admin/mail-messages/${failedId}`).expect(200)).body).toEqual(expect.objectContaining({ status: 'sent', attempts: 2, sentAt: expect.any(String) }));

    const again = await owner.post(`/api/admin/mail-messages/${failedId}/resend`).send({}).expect(409).expect('Content-Type', /application\/problem\+json/);
    expect(again.body).toEqual(expect.objectContaining({ code: 'mail-message-not-failed', detail: 'Only a failed message can be sent again.' }));
    await owner.post(`/api/admin/mail-messages/${sentId}/resend`).send({}).expect(409);
    await owner.post('/api/admin/mail-messages/999999/resend').send({}).expect(404);
    // Nothing more reached the server.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(2);
  });

  it.each([
    ['status=lost', 'status'],
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    [`q=${'a'.repeat(255)}`, 'q'],
    ['kind=a&kind=b', 'kind'],
  ])('answers ?%s with a 400 problem naming %s', async (query, field) => {
    const answer = await owner.get(`/api/admin/mail-messages?${query}`).expect(400).expect('Content-Type', /application\/problem\+json/);
    expect(answer.body).toEqual(expect.objectContaining({ code: 'invalid-request', errors: expect.arrayContaining([expect.objectContaining({ field })]) }));
  });

  it('answers every kind sent, once each and sorted, for the Kind filter', async () => {
    await sendAndSettle('e2e-screen-another-notice', { to: 'kim@example.org', subject: 'New message from Kim', kind: 'contact.owner-notice' });
    expect((await owner.get('/api/admin/mail-messages/kinds').expect(200).expect('Cache-Control', /no-store/)).body).toEqual({ kinds: ['contact.owner-notice', 'workshop.confirmation'] });
  });

  it('answers a bad id with a 400 problem', async () => {
    await owner.get('/api/admin/mail-messages/abc').expect(400).expect('Content-Type', /application\/problem\+json/);
    await owner.post('/api/admin/mail-messages/1.5/resend').send({}).expect(400);
  });

  it('closes every route to a request without the session (401), and resends nothing', async () => {
    await http().get('/api/admin/mail-messages').expect(401);
    await http().get('/api/admin/mail-messages/kinds').expect(401);
    await http().get(`/api/admin/mail-messages/${failedId}`).expect(401);
    await http().post(`/api/admin/mail-messages/${sentId}/resend`).send({}).expect(401);
  });
});
