import { Injectable } from '@nestjs/common';
import { ContactMessages, emailToRemove, NewsletterSubscriptions, NothingKeptForEmail, WorkshopRegistrations, type RemovedRecords } from '../domain/index.js';

/**
 * Removes everything the audience lists keep under one address: its newsletter subscription, workshop
 * registrations and contact messages, as the Privacy Policy promises on request. Counts are read from the
 * tables each time (the dashboard's too), so no cache holds a removed address.
 */
@Injectable()
export class RemoveEmailAddress {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly registrations: WorkshopRegistrations,
    private readonly messages: ContactMessages,
  ) {}

  async execute(rawEmail: string): Promise<RemovedRecords> {
    const email = emailToRemove(rawEmail);
    // Each delete stands alone: should one fail, asking again removes what is left (and reports only that).
    const newsletterSubscriptions = await this.subscriptions.removeByEmail(email);
    const workshopRegistrations = await this.registrations.removeByEmail(email);
    const contactMessages = await this.messages.removeByEmail(email);
    if (newsletterSubscriptions + workshopRegistrations + contactMessages === 0) throw new NothingKeptForEmail(email);
    return { email, newsletterSubscriptions, workshopRegistrations, contactMessages };
  }
}
