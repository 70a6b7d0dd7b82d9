import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { anOutgoingMail } from '../../testing/outgoing-mail.mother.js';
import { messageIdFor } from '../../domain/index.js';
import { OutboxMailer, outboxFileName } from './outbox-mailer.js';

describe(OutboxMailer.name, () => {
  let dataDir: string;
  let outbox: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'harmony-outbox-'));
    outbox = path.join(dataDir, 'outbox');
  });

  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/outbox that a mail reader parses back', async () => {
    const mail = anOutgoingMail();

    const answer = await new OutboxMailer(outbox).send(mail);

    const name = outboxFileName(mail.messageId);
    expect(answer).toEqual({ outcome: 'delivered', answer: `250 Kept in the outbox as ${name}` });
    expect(await readdir(outbox)).toEqual([name]);
    const eml = await readFile(path.join(outbox, name), 'utf8');
    const parsed = await simpleParser(eml);
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.to).toEqual(expect.objectContaining({ text: 'listener@example.com' }));
    expect(parsed.html).toContain('<strong>both</strong>');
    expect(parsed.text?.trim()).toBe('Hello both of you');
    expect(eml).toContain('List-Unsubscribe: <https://moneytogether.example/unsubscribe?token=t>');
  });

  it('keeps one file per message: the same message written again replaces its file', async () => {
    const mailer = new OutboxMailer(outbox);
    await mailer.send(anOutgoingMail());
    await mailer.send(anOutgoingMail());
    await mailer.send(anOutgoingMail({ messageId: messageIdFor('welcome-2', 'moneytogether.example') }));

    expect(await readdir(outbox)).toHaveLength(2);
  });

  it('answers a folder it cannot write as a temporary failure, for the queue to try again', async () => {
    await writeFile(outbox, 'a file where the folder should be');

    const answer = await new OutboxMailer(outbox).send(anOutgoingMail());

    expect(answer).toEqual({ outcome: 'temporary-failure', answer: expect.stringContaining('Could not write the outbox file') });
  });
});
