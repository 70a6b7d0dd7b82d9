import type { NewsletterSignup, NewsletterSubscriptions } from '../domain/index.js';

/** A port under contract, with a way to read back what it kept (the ports themselves only write). */
export interface Kept<Port, Stored> {
  readonly port: Port;
  stored(): Promise<Stored[]>;
}

type Fresh<Port, Stored> = () => Kept<Port, Stored> | Promise<Kept<Port, Stored>>;

/** What every NewsletterSubscriptions does, the in-memory fake and the TypeORM adapter alike. */
export function newsletterSubscriptionsContract(fresh: Fresh<NewsletterSubscriptions, NewsletterSignup>): void {
  let subject: Kept<NewsletterSubscriptions, NewsletterSignup>;
  beforeEach(async () => {
    subject = await fresh();
  });

  it('keeps one subscription per address, and merges the tags of a repeat signup, sorted and once each', async () => {
    await subject.port.subscribe({ email: 'ann@example.com', tags: ['podcast_engagement_sequence'] });
    await subject.port.subscribe({ email: 'ann@example.com', tags: ['workshop', 'podcast_engagement_sequence'] });
    expect(await subject.stored()).toEqual([{ email: 'ann@example.com', tags: ['podcast_engagement_sequence', 'workshop'] }]);
  });

  it('keeps different addresses apart', async () => {
    await subject.port.subscribe({ email: 'ann@example.com', tags: [] });
    await subject.port.subscribe({ email: 'bob@example.com', tags: ['workshop'] });
    const stored = await subject.stored();
    expect([...stored].sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'ann@example.com', tags: [] },
      { email: 'bob@example.com', tags: ['workshop'] },
    ]);
  });
}

/**
 * What every append-only port (WorkshopRegistrations, ContactMessages) does: it keeps each item as
 * given, in order, two alike included, and leaves the caller's object as it was.
 */
export function appendOnlyContract<Item extends object>(fresh: Fresh<{ add(item: Item): Promise<void> }, Item>, samples: readonly [Item, Item]): void {
  let subject: Kept<{ add(item: Item): Promise<void> }, Item>;
  beforeEach(async () => {
    subject = await fresh();
  });

  it('keeps each item as given, in order, and leaves the given objects untouched', async () => {
    const [first, second] = samples.map((sample) => ({ ...sample }));
    await subject.port.add(first!);
    await subject.port.add(second!);
    await subject.port.add(first!);
    expect(await subject.stored()).toEqual([samples[0], samples[1], samples[0]]);
    expect([first, second]).toEqual(samples);
  });
}
