import type { ContactMessage } from './contact-message.js';
import type { NewsletterSignup } from './newsletter.js';
import type { WorkshopRegistration } from './workshop-interest.js';

export abstract class NewsletterSubscriptions {
  /** Keeps one subscription per address: a repeat signup adds its tags to the existing one. */
  abstract subscribe(signup: NewsletterSignup): Promise<void>;
}

export abstract class WorkshopRegistrations {
  abstract add(registration: WorkshopRegistration): Promise<void>;
}

export abstract class ContactMessages {
  abstract add(message: ContactMessage): Promise<void>;
}
