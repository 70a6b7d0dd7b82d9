import type { ContactMessage, ContactMessages, NewsletterSignup, NewsletterSubscriptions, WorkshopRegistration, WorkshopRegistrations } from '../domain/index.js';

/** Fakes of the audience's ports for use-case tests; each keeps the contract its TypeORM adapter keeps. */
export class InMemoryNewsletterSubscriptions implements NewsletterSubscriptions {
  private readonly tagsByEmail = new Map<string, readonly string[]>();

  async subscribe({ email, tags }: NewsletterSignup): Promise<void> {
    this.tagsByEmail.set(email, [...new Set([...(this.tagsByEmail.get(email) ?? []), ...tags])].sort());
  }

  /** What is kept: one subscription per address, its tags sorted. */
  async stored(): Promise<NewsletterSignup[]> {
    return [...this.tagsByEmail].map(([email, tags]) => ({ email, tags }));
  }
}

/** An append-only port kept in memory: copies of what it was given, in order. */
class InMemoryLog<T extends object> {
  private readonly kept: T[] = [];

  async add(item: T): Promise<void> {
    this.kept.push({ ...item });
  }

  async stored(): Promise<T[]> {
    return [...this.kept];
  }
}

export class InMemoryWorkshopRegistrations extends InMemoryLog<WorkshopRegistration> implements WorkshopRegistrations {}

export class InMemoryContactMessages extends InMemoryLog<ContactMessage> implements ContactMessages {}
