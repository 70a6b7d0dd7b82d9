import { QueueMail, ReactEmailTemplates, type MailRequest } from '@harmony/mail';
import { defaultSiteConfig } from '@harmony/site-config';
import { aContactMessage, aWorkshopRegistration } from '../../testing/index.js';
import { MailContextAudienceMail } from './audience-mail.adapter.js';

/** QueueMail's contract as this adapter uses it: what it was asked to queue (the mail context's own specs send it). */
class RecordingQueueMail {
  readonly requests: MailRequest[] = [];
  async execute(request: MailRequest) {
    this.requests.push(request);
    return { id: this.requests.length, created: true, status: 'queued' as const };
  }
}

describe(MailContextAudienceMail.name, () => {
  const queue = new RecordingQueueMail();
  const templates = new ReactEmailTemplates({ site: defaultSiteConfig, publicUrl: 'https://listen.example.org' });
  // The recording stands in for the class: only execute() is called.
  const mail = new MailContextAudienceMail(queue as unknown as QueueMail, templates);

  it("queues each message under a key naming the stored row, rendered by the mail context's templates, the owner's notices Reply-To the sender", async () => {
    await mail.confirmWorkshopRegistration({ ...aWorkshopRegistration({ email: 'ana@example.com' }), id: 7 });
    await mail.notifyOwnerOfWorkshopRegistration('owner@example.org', { ...aWorkshopRegistration({ email: 'ana@example.com' }), id: 7 });
    await mail.notifyOwnerOfContactMessage('owner@example.org', { ...aContactMessage({ email: 'sam@example.com', subject: 'Hello' }), id: 3 });

    expect(queue.requests.map(({ idempotencyKey, kind, to, headers }) => ({ idempotencyKey, kind, to, headers }))).toEqual([
      { idempotencyKey: 'workshop-confirmation:7', kind: 'workshop.confirmation', to: 'ana@example.com', headers: undefined },
      { idempotencyKey: 'workshop-owner-notice:7', kind: 'workshop.owner-notice', to: 'owner@example.org', headers: { 'Reply-To': 'ana@example.com' } },
      { idempotencyKey: 'contact-owner-notice:3', kind: 'contact.owner-notice', to: 'owner@example.org', headers: { 'Reply-To': 'sam@example.com' } },
    ]);
    expect(queue.requests[2]).toMatchObject({ subject: 'New message from Sam: Hello', text: expect.stringContaining('Loved episode 4.'), html: expect.stringContaining('<!DOCTYPE html') });
  });
});
