import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { listedSubscription, NEW_SUBSCRIBER, subscriberOf } from '../domain/index.js';
import type {
  ContactMessage,
  ContactMessages,
  NewestFirstList,
  NewsletterSignup,
  NewsletterSubscription,
  NewsletterSubscriptions,
  Received,
  ReceivedContactMessage,
  Subscriber,
  SubscriberState,
  SubscriberStatus,
  ReceivedWorkshopRegistration,
  WorkshopRegistration,
  WorkshopRegistrations,
} from '../domain/index.js';

/** The owner's list over items kept in memory, answered as the TypeORM adapters answer it (`NewestFirstList`). */
class InMemoryNewestFirst<Item extends { readonly id: number }> implements NewestFirstList<Item> {
  constructor(
    private readonly all: () => readonly Item[],
    private readonly timeOf: (item: Item) => Date,
    private readonly searchedTextOf: (item: Item) => readonly (string | null)[],
  ) {}

  /** Newest first: the later time first, the higher id first between equal times. */
  private readonly order = (item: Item, other: Item): number => this.timeOf(other).getTime() - this.timeOf(item).getTime() || other.id - item.id;

  private matching(search: string): Item[] {
    const needle = search.toLowerCase();
    return this.all()
      .filter((item) => this.searchedTextOf(item).some((text) => text?.toLowerCase().includes(needle)))
      .sort(this.order);
  }

  async page(search: string, page: PageRequest): Promise<Page<Item>> {
    const matching = this.matching(search);
    return pageOf(matching.slice(page.offset, page.offset + page.limit), matching.length, page);
  }

  async batchAfter(search: string, after: number | null, limit: number): Promise<Item[]> {
    const cursor = after === null ? null : this.all().find((item) => item.id === after);
    if (cursor === undefined) return [];
    return this.matching(search)
      .filter((item) => cursor === null || this.order(cursor, item) < 0)
      .slice(0, limit);
  }
}

type KeptSubscription = Subscriber & NewsletterSubscription;

/** Fakes of the audience's ports for use-case tests; each keeps the contract its TypeORM adapter keeps. */
export class InMemoryNewsletterSubscriptions implements NewsletterSubscriptions {
  private readonly byEmail = new Map<string, KeptSubscription>();
  /** Owed welcome sequences, by subscriber id: since when. */
  private readonly owed = new Map<number, Date>();
  private lastId = 0;
  private readonly listOf = (status: SubscriberStatus | null) =>
    new InMemoryNewestFirst(
      () => [...this.byEmail.values()].filter((subscription) => status === null || subscription.status === status).map(listItem),
      (subscription) => subscription.subscribedAt,
      (subscription) => [subscription.email],
    );
  private readonly list = this.listOf(null);

  async subscribe({ email, tags }: NewsletterSignup): Promise<Subscriber> {
    const kept = this.byEmail.get(email);
    const merged = [...new Set([...(kept?.tags ?? []), ...tags])].sort();
    const next: KeptSubscription = kept ? { ...kept, tags: merged } : { ...NEW_SUBSCRIBER, id: ++this.lastId, email, tags: merged, subscribedAt: new Date() };
    this.byEmail.set(email, next);
    return subscriberOf(next);
  }

  async find(id: number): Promise<Subscriber | null> {
    const kept = [...this.byEmail.values()].find((subscription) => subscription.id === id);
    return kept ? subscriberOf(kept) : null;
  }

  async findByEmail(email: string): Promise<Subscriber | null> {
    const kept = this.byEmail.get(email.trim().toLowerCase());
    return kept ? subscriberOf(kept) : null;
  }

  async change(current: Subscriber, next: SubscriberState): Promise<boolean> {
    const kept = [...this.byEmail.values()].find((subscription) => subscription.id === current.id);
    if (!kept || kept.status !== current.status || kept.sequenceStep !== current.sequenceStep || kept.confirmationNonce !== current.confirmationNonce) return false;
    this.byEmail.set(kept.email, { ...kept, ...next });
    return true;
  }

  async purgeUnconfirmed(sentBefore: Date): Promise<number> {
    let purged = 0;
    for (const [email, kept] of [...this.byEmail]) {
      if (kept.status === 'pending' && (kept.confirmationSentAt ?? kept.subscribedAt) < sentBefore && this.byEmail.delete(email)) purged += 1;
    }
    return purged;
  }

  async oweSequence(id: number, since: Date): Promise<void> {
    this.owed.set(id, since);
  }

  async owingSequence(limit: number): Promise<Subscriber[]> {
    return [...this.byEmail.values()]
      .filter((kept) => kept.status === 'active' && this.owed.has(kept.id))
      .sort((a, b) => this.owed.get(a.id)!.getTime() - this.owed.get(b.id)!.getTime())
      .slice(0, limit)
      .map(subscriberOf);
  }

  async settleSequence(id: number): Promise<void> {
    this.owed.delete(id);
  }

  async activeBatchAfter(afterId: number | null, limit: number): Promise<Pick<Subscriber, 'id' | 'email'>[]> {
    return [...this.byEmail.values()]
      .filter((kept) => kept.status === 'active' && (afterId === null || kept.id > afterId))
      .sort((a, b) => a.id - b.id)
      .slice(0, limit)
      .map(({ id, email }) => ({ id, email }));
  }

  async activeAmong(emails: readonly string[]): Promise<string[]> {
    return emails.map((email) => email.trim().toLowerCase()).filter((email) => this.byEmail.get(email)?.status === 'active');
  }

  withStatus(status: SubscriberStatus | null): NewestFirstList<NewsletterSubscription> {
    return status === null ? this : this.listOf(status);
  }

  page(search: string, page: PageRequest): Promise<Page<NewsletterSubscription>> {
    return this.list.page(search, page);
  }

  batchAfter(search: string, after: number | null, limit: number): Promise<NewsletterSubscription[]> {
    return this.list.batchAfter(search, after, limit);
  }

  async removeByEmail(email: string): Promise<number> {
    let removed = 0;
    for (const kept of [...this.byEmail.keys()]) if (kept.trim().toLowerCase() === email && this.byEmail.delete(kept)) removed += 1;
    return removed;
  }

  /** What is kept: one subscription per address, its tags sorted. */
  async stored(): Promise<NewsletterSignup[]> {
    return [...this.byEmail.values()].map(({ email, tags }) => ({ email, tags }));
  }

  /** Moves a subscription in time, as a test arranges the list's order (or its confirmation's age). */
  async restamp(id: number, subscribedAt: Date, confirmationSentAt?: Date): Promise<void> {
    for (const [email, subscription] of this.byEmail) {
      if (subscription.id === id) this.byEmail.set(email, { ...subscription, subscribedAt, ...(confirmationSentAt ? { confirmationSentAt } : {}) });
    }
  }
}

const listItem = listedSubscription;

/** An append-only port kept in memory: copies of what it was given, in order, each with its id and arrival time. */
class InMemoryLog<T extends { readonly email: string }> {
  private kept: { readonly item: T; readonly id: number; submittedAt: Date }[] = [];
  private readonly list: InMemoryNewestFirst<Received<T>>;

  constructor(searchedTextOf: (item: Received<T>) => readonly (string | null)[]) {
    this.list = new InMemoryNewestFirst(
      () => this.kept.map(({ item, id, submittedAt }) => ({ ...item, id, submittedAt })),
      (item) => item.submittedAt,
      searchedTextOf,
    );
  }

  private lastId = 0;

  async add(item: T): Promise<number> {
    // Ids are never reused, a removed row's included, as the table's sequence.
    const id = ++this.lastId;
    this.kept.push({ item: { ...item }, id, submittedAt: new Date() });
    return id;
  }

  page(search: string, page: PageRequest): Promise<Page<Received<T>>> {
    return this.list.page(search, page);
  }

  batchAfter(search: string, after: number | null, limit: number): Promise<Received<T>[]> {
    return this.list.batchAfter(search, after, limit);
  }

  async removeByEmail(email: string): Promise<number> {
    const before = this.kept.length;
    this.kept = this.kept.filter(({ item }) => item.email.trim().toLowerCase() !== email);
    return before - this.kept.length;
  }

  /** What was given, in order (without the id and time the store added). */
  async stored(): Promise<T[]> {
    return this.kept.map(({ item }) => ({ ...item }));
  }

  /** Moves an item in time, as a test arranges the list's order. */
  async restamp(id: number, submittedAt: Date): Promise<void> {
    const kept = this.kept.find((entry) => entry.id === id);
    if (kept) kept.submittedAt = submittedAt;
  }
}

export class InMemoryWorkshopRegistrations extends InMemoryLog<WorkshopRegistration> implements WorkshopRegistrations {
  constructor() {
    super((registration: ReceivedWorkshopRegistration) => [`${registration.firstName} ${registration.lastName}`, registration.partnerName, registration.email]);
  }
}

export class InMemoryContactMessages extends InMemoryLog<ContactMessage> implements ContactMessages {
  constructor() {
    super((message: ReceivedContactMessage) => [message.name, message.email, message.subject, message.message]);
  }
}
