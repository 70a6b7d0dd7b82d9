import { Inject, Injectable } from '@nestjs/common';
import { contactMessage, ContactMessages, type ContactMessage } from '../domain/index.js';
import { AudienceMail, OWNER_EMAIL, queueWithoutFailing } from './audience-mail.js';

/** Keeps a contact message, then (with OWNER_EMAIL) forwards it to the owner. */
@Injectable()
export class SendContactMessage {
  constructor(
    private readonly messages: ContactMessages,
    private readonly mail: AudienceMail,
    @Inject(OWNER_EMAIL) private readonly ownerEmail: string | null,
  ) {}

  async execute(input: ContactMessage): Promise<void> {
    const message = contactMessage(input);
    const stored = { ...message, id: await this.messages.add(message) };
    const { ownerEmail } = this;
    if (ownerEmail) await queueWithoutFailing(`the owner's notice of contact message ${stored.id}`, () => this.mail.notifyOwnerOfContactMessage(ownerEmail, stored));
  }
}
