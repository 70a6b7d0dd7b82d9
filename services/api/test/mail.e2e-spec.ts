import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JobQueue } from '@harmony/platform';
import { waitForJob } from '@harmony/platform/testing';
import { defaultSiteConfig } from '@harmony/site-config';
import { QueueMail, sendMailJob } from '@harmony/mail';
import { useTestApp } from './test-app.js';

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
