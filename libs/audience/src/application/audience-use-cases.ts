import { Injectable } from '@nestjs/common';
import {
  contactMessage,
  ContactMessages,
  newsletterSignup,
  NewsletterSubscriptions,
  registerWorkshopInterest,
  WorkshopRegistrations,
  type ContactMessage,
  type WorkshopInterestForm,
} from '../domain/index.js';

/** Subscribing twice answers the same as once: nobody can learn from it who is subscribed. */
@Injectable()
export class SubscribeToNewsletter {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  async execute(input: { email: string; tags?: readonly string[] }): Promise<void> {
    await this.subscriptions.subscribe(newsletterSignup(input));
  }
}

@Injectable()
export class RegisterWorkshopInterest {
  constructor(private readonly registrations: WorkshopRegistrations) {}

  async execute(form: WorkshopInterestForm): Promise<void> {
    await this.registrations.add(registerWorkshopInterest(form));
  }
}

@Injectable()
export class SendContactMessage {
  constructor(private readonly messages: ContactMessages) {}

  async execute(input: ContactMessage): Promise<void> {
    await this.messages.add(contactMessage(input));
  }
}
