import type { Page, PageRequest } from '@harmony/platform/domain';
import type { NewestFirstList } from './listing.js';
import type { NewsletterSignup } from './newsletter.js';

/** A subscription as kept: the address, its tags (sorted, once each) and when it first subscribed. */
export interface NewsletterSubscription extends NewsletterSignup {
  readonly id: number;
  readonly subscribedAt: Date;
}

/** Where newsletter subscriptions are kept. The owner's list searches the address. */
export abstract class NewsletterSubscriptions implements NewestFirstList<NewsletterSubscription> {
  /** Keeps one subscription per address: a repeat signup adds its tags to the existing one. */
  abstract subscribe(signup: NewsletterSignup): Promise<void>;
  abstract page(search: string, page: PageRequest): Promise<Page<NewsletterSubscription>>;
  abstract batchAfter(search: string, after: number | null, limit: number): Promise<NewsletterSubscription[]>;
  /** Deletes every subscription kept under the address (normalised), however it was cased when it came; answers how many. */
  abstract removeByEmail(email: string): Promise<number>;
}
