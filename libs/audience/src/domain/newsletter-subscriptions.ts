import type { NewsletterSignup } from './newsletter.js';

/** Where newsletter subscriptions are kept. */
export abstract class NewsletterSubscriptions {
  /** Keeps one subscription per address: a repeat signup adds its tags to the existing one. */
  abstract subscribe(signup: NewsletterSignup): Promise<void>;
}
