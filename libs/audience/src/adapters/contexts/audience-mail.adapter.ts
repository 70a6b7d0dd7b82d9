import { Injectable } from '@nestjs/common';
import { MailTemplates, QueueMail, type RenderedMail } from '@harmony/mail';
import { AudienceMail, type Stored } from '../../application/index.js';
import type { ContactMessage, WorkshopRegistration } from '../../domain/index.js';

/**
 * The forms' mail through the mail context's exported use case and templates: rendered in the site's
 * brand, recorded once under a key naming the stored row (`workshop-confirmation:{registration id}`), and
 * sent by its queue.
 */
@Injectable()
export class MailContextAudienceMail extends AudienceMail {
  constructor(
    private readonly queueMail: QueueMail,
    private readonly templates: MailTemplates,
  ) {
    super();
  }

  async confirmWorkshopRegistration(registration: Stored<WorkshopRegistration>): Promise<void> {
    await this.queue(`workshop-confirmation:${registration.id}`, 'workshop.confirmation', registration.email, await this.templates.workshopConfirmation(registration));
  }

  async notifyOwnerOfWorkshopRegistration(ownerEmail: string, registration: Stored<WorkshopRegistration>): Promise<void> {
    const notice = await this.templates.workshopRegistrationNotice(registration);
    // The owner answers the registrant by replying.
    await this.queue(`workshop-owner-notice:${registration.id}`, 'workshop.owner-notice', ownerEmail, notice, { 'Reply-To': registration.email });
  }

  async notifyOwnerOfContactMessage(ownerEmail: string, message: Stored<ContactMessage>): Promise<void> {
    const notice = await this.templates.contactMessageNotice(message);
    await this.queue(`contact-owner-notice:${message.id}`, 'contact.owner-notice', ownerEmail, notice, { 'Reply-To': message.email });
  }

  private async queue(idempotencyKey: string, kind: string, to: string, mail: RenderedMail, headers?: Record<string, string>): Promise<void> {
    await this.queueMail.execute({ idempotencyKey, kind, to, ...mail, headers });
  }
}
