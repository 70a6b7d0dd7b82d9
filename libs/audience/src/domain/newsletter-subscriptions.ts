import type { Page, PageRequest } from '@harmony/platform/domain';
import type { NewestFirstList } from './listing.js';
import type { NewsletterSignup } from './newsletter.js';
import type { SequenceStep, SubscriberState, SubscriberStatus } from './subscriber-lifecycle.js';

/** A subscription as the owner's list shows it: the address, its tags (sorted, once each), when it first subscribed, where it stands. */
export interface NewsletterSubscription extends NewsletterSignup {
  readonly id: number;
  readonly subscribedAt: Date;
  readonly status: SubscriberStatus;
  readonly sequenceStep: SequenceStep;
}

/** A subscription as the lifecycle's use cases read and change it. */
export interface Subscriber extends SubscriberState {
  readonly id: number;
  readonly email: string;
}

/** Where newsletter subscriptions are kept. The owner's list searches the address. */
export abstract class NewsletterSubscriptions implements NewestFirstList<NewsletterSubscription> {
  /**
   * Keeps one subscription per address (a new one `pending`, nothing sent); a repeat signup adds its tags to
   * the existing one. Answers the subscription as it now stands.
   */
  abstract subscribe(signup: NewsletterSignup): Promise<Subscriber>;
  abstract find(id: number): Promise<Subscriber | null>;
  /** By the address, normalised (trimmed, lower-cased). */
  abstract findByEmail(email: string): Promise<Subscriber | null>;
  /**
   * Stores `next` for the subscriber only if it still stands as `current` says (status, sequence step and
   * confirmation nonce unchanged): false when something changed it meanwhile, and nothing is stored. The
   * lifecycle's rules decide `next`; this keeps two requests from both acting on one state.
   */
  abstract change(current: Subscriber, next: SubscriberState): Promise<boolean>;
  /** Deletes the `pending` subscriptions whose last confirmation was sent before `sentBefore` (or never sent, subscribed before it); answers how many. */
  abstract purgeUnconfirmed(sentBefore: Date): Promise<number>;
  /**
   * The welcome sequence of a confirmed subscriber could not be scheduled (the queue was away): it is owed, and
   * scheduled later (`owingSequence`, then `settleSequence` once the queue took it).
   */
  abstract oweSequence(id: number, since: Date): Promise<void>;
  /** Up to `limit` active subscribers whose sequence is owed, the longest waiting first. */
  abstract owingSequence(limit: number): Promise<Subscriber[]>;
  abstract settleSequence(id: number): Promise<void>;
  /** Up to `limit` active subscribers with an id above `afterId` (from the first when null), by id: a broadcast's recipients in batches. */
  abstract activeBatchAfter(afterId: number | null, limit: number): Promise<Pick<Subscriber, 'id' | 'email'>[]>;
  /** Of these addresses (normalised), those of `active` subscribers, normalised: whom a broadcast may still reach. */
  abstract activeAmong(emails: readonly string[]): Promise<string[]>;
  /** The owner's list of only the subscriptions with `status` (all of them when null). */
  abstract withStatus(status: SubscriberStatus | null): NewestFirstList<NewsletterSubscription>;
  abstract page(search: string, page: PageRequest): Promise<Page<NewsletterSubscription>>;
  abstract batchAfter(search: string, after: number | null, limit: number): Promise<NewsletterSubscription[]>;
  /** Deletes every subscription kept under the address (normalised), however it was cased when it came; answers how many. */
  abstract removeByEmail(email: string): Promise<number>;
}

/** A subscription as a store keeps it: its lifecycle and its place in the owner's list. */
export type StoredSubscription = Subscriber & NewsletterSubscription;

/** The owner's list item of a stored subscription (every store answers the same fields). */
export const listedSubscription = ({ id, email, tags, subscribedAt, status, sequenceStep }: StoredSubscription): NewsletterSubscription => ({ id, email, tags, subscribedAt, status, sequenceStep });

/** The lifecycle of a stored subscription, without its list fields. */
export const subscriberOf = ({ id, email, status, sequenceStep, confirmationNonce, confirmationSentAt, confirmedAt, unsubscribedAt }: StoredSubscription): Subscriber => ({
  id,
  email,
  status,
  sequenceStep,
  confirmationNonce,
  confirmationSentAt,
  confirmedAt,
  unsubscribedAt,
});
