import { ContactMessages, NewsletterSubscriptions, WorkshopRegistrations, type ContactMessage, type NewsletterSignup, type WorkshopRegistration } from '../domain/index.js';

/** Fakes of the audience's ports for use-case tests; each keeps the contract its TypeORM adapter keeps. */
export class InMemoryNewsletterSubscriptions extends NewsletterSubscriptions {
  private readonly tagsByEmail = new Map<string, readonly string[]>();

  async subscribe({ email, tags }: NewsletterSignup): Promise<void> {
    this.tagsByEmail.set(email, [...new Set([...(this.tagsByEmail.get(email) ?? []), ...tags])].sort());
  }

  /** What is kept: one subscription per address, its tags sorted. */
  async stored(): Promise<NewsletterSignup[]> {
    return [...this.tagsByEmail].map(([email, tags]) => ({ email, tags }));
  }
}

export class InMemoryWorkshopRegistrations extends WorkshopRegistrations {
  private readonly kept: WorkshopRegistration[] = [];

  async add(registration: WorkshopRegistration): Promise<void> {
    this.kept.push({ ...registration });
  }

  async stored(): Promise<WorkshopRegistration[]> {
    return [...this.kept];
  }
}

export class InMemoryContactMessages extends ContactMessages {
  private readonly kept: ContactMessage[] = [];

  async add(message: ContactMessage): Promise<void> {
    this.kept.push({ ...message });
  }

  async stored(): Promise<ContactMessage[]> {
    return [...this.kept];
  }
}
