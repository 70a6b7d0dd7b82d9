import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JobQueue } from '@harmony/platform';
import { waitForJob } from '@harmony/platform/testing';
import { defaultSiteConfig } from '@harmony/site-config';
import { QueueMail, sendMailJob } from '@harmony/mail';
import { useTestApp } from './test-app.js';

/** An outbox file's headers by lower-case name, folded lines unfolded (RFC 5322 §2.2.3). */
function headersOf(eml: string): Map<string, string> {
  const head = eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new Map(head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The outbox's messages' headers once `count` are there (the in-process queue sends them in the background). */
async function outboxHeaders(outbox: string, count: number, timeoutMs = 60_000): Promise<Map<string, string>[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    if (files.length >= count || Date.now() > deadline) return Promise.all(files.map(async (file) => headersOf(await readFile(path.join(outbox, file), 'utf8'))));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Mail in the embedded app', () => {
  const { app } = useTestApp();

  it('sends queued mail through the in-process queue into the outbox under DATA_DIR, sent as the site', async () => {
    const queued = await app().app.get(QueueMail).execute({
      idempotencyKey: 'e2e-hello',
      kind: 'test.hello',
      to: 'listener@example.com',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });

    const job = await waitForJob(app().app.get(JobQueue), sendMailJob.jobId!({ messageId: queued.id }));

    expect(job).toMatchObject({ state: 'completed', result: { status: 'sent', sentNow: true } });
    const outbox = path.join(app().config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toEqual([expect.stringMatching(/^mail\..*\.eml$/)]);
    const fromLine = (await readFile(path.join(outbox, files[0]!), 'utf8')).split('\r\n').find((line) => line.startsWith('From: '));
    expect(fromLine?.replaceAll('"', '')).toBe(`From: ${defaultSiteConfig.productName} <${defaultSiteConfig.contactEmail}>`);
  });
});

describe("The forms' mail in the embedded app (issue 25 item 7)", () => {
  const { app, http } = useTestApp({ OWNER_EMAIL: 'owner@example.org' });

  it('confirms a workshop registration to the registrant and notifies the owner of it and of a contact message, Reply-To the sender', async () => {
    await http()
      .post('/api/workshop/interest')
      .send({ firstName: 'Ana', lastName: 'Diaz', email: 'Ana@Example.com', phone: '', partnerName: 'Leo', interests: 'Budgeting as newlyweds', newsletter: false })
      .expect(201);
    await http().post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Loved episode 4.' }).expect(201);

    const sent = await outboxHeaders(path.join(app().config.dataDir, 'outbox'), 3);
    const summary = sent.map((headers) => ({ to: headers.get('to'), subject: headers.get('subject'), replyTo: headers.get('reply-to') }));
    expect(summary).toHaveLength(3);
    expect(summary).toEqual(
      expect.arrayContaining([
        { to: 'ana@example.com', subject: `You are on the ${defaultSiteConfig.productName} workshop list`, replyTo: undefined },
        { to: 'owner@example.org', subject: 'New workshop registration: Ana Diaz', replyTo: 'ana@example.com' },
        { to: 'owner@example.org', subject: 'New message from Sam: Hello', replyTo: 'sam@example.com' },
      ]),
    );
  });
});
