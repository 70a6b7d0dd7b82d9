import { NEW_SUBSCRIBER, type NewestFirstList, type NewsletterSignup, type NewsletterSubscriptions, type Subscriber, type SubscriberStatus } from '../domain/index.js';

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

  const noon = new Date('2026-11-26T12:00:00.000Z');
  const minutes = (n: number) => new Date(noon.getTime() + n * 60_000);

  it('keeps a new address pending with nothing sent, and answers it as it stands, again on a repeat signup', async () => {
    const first = await subject.port.subscribe({ email: 'ann@example.com', tags: [] });
    expect(first).toEqual({ id: expect.any(Number), email: 'ann@example.com', ...NEW_SUBSCRIBER });
    const sent = { ...first, confirmationNonce: 'nonce-1', confirmationSentAt: noon };
    expect(await subject.port.change(first, sent)).toBe(true);
    expect(await subject.port.subscribe({ email: 'ann@example.com', tags: ['workshop'] })).toEqual(sent);
    expect(await subject.port.find(first.id)).toEqual(sent);
    expect(await subject.port.findByEmail(' Ann@Example.com ')).toEqual(sent);
    expect(await subject.port.find(first.id + 1000)).toBeNull();
    expect(await subject.port.findByEmail('nobody@example.com')).toBeNull();
  });

  it('changes a subscriber only from the state it was read in: of two requests acting on one state, one wins', async () => {
    const read = await subject.port.subscribe({ email: 'ann@example.com', tags: [] });
    const active = { ...read, status: 'active' as const, confirmedAt: noon, sequenceStep: 1 as const };
    expect(await subject.port.change(read, active)).toBe(true);
    expect(await subject.port.change(read, { ...read, confirmationNonce: 'late' })).toBe(false);
    expect(await subject.port.find(read.id)).toEqual(active);
    const withNonce = { ...active, status: 'pending' as const, confirmationNonce: 'n1', confirmationSentAt: minutes(1) };
    expect(await subject.port.change(active, withNonce)).toBe(true);
    expect(await subject.port.change({ ...withNonce, confirmationNonce: 'n0' }, { ...withNonce, status: 'active' })).toBe(false);
    expect(await subject.port.change({ ...withNonce, sequenceStep: 2 }, { ...withNonce, status: 'active' })).toBe(false);
  });

  it('purges only the pending subscriptions whose last confirmation went out before the given time', async () => {
    const stale = await subject.port.subscribe({ email: 'stale@example.com', tags: [] });
    const fresh = await subject.port.subscribe({ email: 'fresh@example.com', tags: [] });
    const left = await subject.port.subscribe({ email: 'left@example.com', tags: [] });
    await subject.port.change(stale, { ...stale, confirmationNonce: 'a', confirmationSentAt: minutes(-1) });
    await subject.port.change(fresh, { ...fresh, confirmationNonce: 'b', confirmationSentAt: minutes(1) });
    await subject.port.change(left, { ...left, status: 'unsubscribed', confirmationSentAt: minutes(-10) });
    expect(await subject.port.purgeUnconfirmed(noon)).toBe(1);
    expect((await subject.stored()).map(({ email }) => email).sort()).toEqual(['fresh@example.com', 'left@example.com']);
  });

  it('keeps owed welcome sequences until settled, the longest waiting first, and only of active addresses', async () => {
    const subscribers: Subscriber[] = [];
    for (const email of ['ann@example.com', 'bob@example.com', 'cid@example.com']) {
      const subscriber = await subject.port.subscribe({ email, tags: [] });
      await subject.port.change(subscriber, { ...subscriber, status: 'active', confirmedAt: new Date('2026-11-27T10:00:00Z') });
      subscribers.push(subscriber);
    }
    const [first, second, third] = subscribers as [Subscriber, Subscriber, Subscriber];
    expect(await subject.port.owingSequence(10)).toEqual([]);
    await subject.port.oweSequence(second.id, new Date('2026-11-27T10:00:00Z'));
    await subject.port.oweSequence(first.id, new Date('2026-11-27T10:05:00Z'));
    await subject.port.oweSequence(third.id, new Date('2026-11-27T10:01:00Z'));
    const left = (await subject.port.find(third.id))!;
    await subject.port.change(left, { ...left, status: 'unsubscribed' });
    expect((await subject.port.owingSequence(10)).map(({ email, status }) => [email, status])).toEqual([['bob@example.com', 'active'], ['ann@example.com', 'active']]);
    expect(await subject.port.owingSequence(1)).toEqual([expect.objectContaining({ id: second.id, confirmedAt: new Date('2026-11-27T10:00:00Z') })]);
    await subject.port.settleSequence(second.id);
    expect((await subject.port.owingSequence(10)).map(({ id }) => id)).toEqual([first.id]);
  });

  it('answers the active subscribers in id order, in batches, and lists by status', async () => {
    const ids: number[] = [];
    for (const [n, status] of (['active', 'pending', 'active', 'unsubscribed', 'bounced', 'active'] as const).entries()) {
      const subscriber = await subject.port.subscribe({ email: `s${n}@example.com`, tags: [] });
      await subject.port.change(subscriber, { ...subscriber, status });
      ids.push(subscriber.id);
    }
    expect(await subject.port.activeBatchAfter(null, 2)).toEqual([
      { id: ids[0], email: 's0@example.com' },
      { id: ids[2], email: 's2@example.com' },
    ]);
    expect(await subject.port.activeBatchAfter(ids[2]!, 2)).toEqual([{ id: ids[5], email: 's5@example.com' }]);
    // Whom a broadcast being sent may still reach: the active among the addresses asked of, however cased.
    expect((await subject.port.activeAmong(['s0@example.com', 'S2@Example.com', 's3@example.com', 's4@example.com', 'nobody@example.com'])).sort()).toEqual(['s0@example.com', 's2@example.com']);
    expect(await subject.port.activeAmong([])).toEqual([]);
    const statuses = async (status: SubscriberStatus | null, search = '') => (await subject.port.withStatus(status).page(search, { limit: 10, offset: 0 })).items.map((item) => [item.email, item.status]);
    expect(await statuses('active')).toEqual([['s5@example.com', 'active'], ['s2@example.com', 'active'], ['s0@example.com', 'active']]);
    expect(await statuses('bounced')).toEqual([['s4@example.com', 'bounced']]);
    expect(await statuses('active', 's2')).toEqual([['s2@example.com', 'active']]);
    expect(await statuses(null)).toHaveLength(6);
    expect((await subject.port.withStatus('active').batchAfter('', ids[5]!, 10)).map((item) => item.id)).toEqual([ids[2], ids[0]]);
  });
}

/**
 * What every append-only port (WorkshopRegistrations, ContactMessages) does: it keeps each item as
 * given, in order, two alike included, leaves the caller's object as it was, and answers each row's id.
 */
export function appendOnlyContract<Item extends object>(fresh: Fresh<{ add(item: Item): Promise<number> }, Item>, samples: readonly [Item, Item]): void {
  let subject: Kept<{ add(item: Item): Promise<number> }, Item>;
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

  it("answers the new row's id, a different one for each item (the mails about it are keyed by it)", async () => {
    const ids = [await subject.port.add(samples[0]), await subject.port.add(samples[1]), await subject.port.add(samples[0])];
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });
}

/** A list under contract: its port, how an item gets into it, and how to move an item in time (the store's clock is not the test's). */
export interface ListUnderContract<Input, Item extends { readonly id: number }> {
  readonly list: NewestFirstList<Item>;
  /** Whatever it answers (an id) is not looked at. */
  add(input: Input): Promise<unknown>;
  restamp(id: number, at: Date): Promise<void>;
}

/** What the list contract adds to a list: inputs shaped for each of its cases. */
export interface ListSamples<Input, Item> {
  /** Inputs that differ for each `n`, none containing "qzvk" nor any of `%`, `_`, `\`. */
  sample(n: number): Input;
  /** For each searched field, an input with `text` in that field and in no other searched one. */
  searched: readonly ((text: string) => Input)[];
  /** An input with `text` only in fields the search leaves out. */
  unsearched(text: string): Input;
  /** Searches particular to this list, each with an input it finds (the workshop's full name). */
  alsoFinds?: readonly (readonly [search: string, input: Input])[];
  /** When the item arrived, as the list orders it. */
  timeOf(item: Item): Date;
}

/**
 * What every `NewestFirstList` (the owner's lists of subscribers, registrations and messages) does, the
 * in-memory fakes and the TypeORM adapters alike: newest first with a total order, pages with totals, a
 * literal case-insensitive search over the searched fields, and batches after a cursor for exports.
 */
export function newestFirstListContract<Input extends object, Item extends { readonly id: number }>(
  fresh: () => Promise<ListUnderContract<Input, Item>>,
  samples: ListSamples<Input, Item>,
): void {
  let subject: ListUnderContract<Input, Item>;
  beforeEach(async () => {
    subject = await fresh();
  });

  const everything = { limit: 100, offset: 0 };
  const noon = new Date('2026-03-01T12:00:00.000Z');
  const hoursFromNoon = (hours: number) => new Date(noon.getTime() + hours * 3_600_000);
  const addAll = async (inputs: readonly Input[]) => {
    for (const input of inputs) await subject.add(input);
  };
  const samplesFrom = (...ns: number[]) => ns.map((n) => samples.sample(n));
  const listed = async (search = '') => (await subject.list.page(search, everything)).items;
  const readInBatches = async (search: string, size: number) => {
    const read: Item[] = [];
    for (let after: number | null = null; ; ) {
      const batch = await subject.list.batchAfter(search, after, size);
      read.push(...batch);
      if (batch.length < size) return read;
      after = batch[batch.length - 1]!.id;
    }
  };

  it('answers an empty page and an empty batch when nothing is kept', async () => {
    expect(await subject.list.page('', { limit: 10, offset: 0 })).toEqual({ items: [], total: 0, limit: 10, offset: 0 });
    expect(await subject.list.batchAfter('', null, 10)).toEqual([]);
  });

  it('reads back each item as given, with its id and arrival time, the latest first', async () => {
    const inputs = samplesFrom(1, 2, 3);
    await addAll(inputs);
    const items = await listed();
    expect(items).toHaveLength(3);
    items.forEach((item, index) => expect(item).toMatchObject(inputs[inputs.length - 1 - index]!));
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    for (const item of items) expect(Number.isNaN(samples.timeOf(item).getTime())).toBe(false);
  });

  it('orders by time, not by arrival, and between equal times puts the higher id first', async () => {
    await addAll(samplesFrom(1, 2, 3, 4));
    const [d, c, b, a] = await listed();
    await subject.restamp(a!.id, hoursFromNoon(3));
    await subject.restamp(b!.id, noon);
    await subject.restamp(c!.id, noon);
    await subject.restamp(d!.id, hoursFromNoon(-1));
    const reordered = await listed();
    expect(reordered.map((item) => item.id)).toEqual([a!.id, c!.id, b!.id, d!.id]);
    expect(reordered.map(samples.timeOf)).toEqual([hoursFromNoon(3), noon, noon, hoursFromNoon(-1)]);
  });

  it('answers a page: `limit` items after skipping `offset`, and how many there are in all', async () => {
    await addAll(samplesFrom(1, 2, 3, 4, 5));
    const newestFirst = await listed();
    expect(await subject.list.page('', { limit: 2, offset: 1 })).toEqual({ items: newestFirst.slice(1, 3), total: 5, limit: 2, offset: 1 });
    expect(await subject.list.page('', { limit: 2, offset: 4 })).toEqual({ items: newestFirst.slice(4), total: 5, limit: 2, offset: 4 });
    expect(await subject.list.page('', { limit: 2, offset: 9 })).toEqual({ items: [], total: 5, limit: 2, offset: 9 });
  });

  it('finds items by each searched field, as a substring, case aside, and counts only those', async () => {
    const matching = samples.searched.map((put) => put('xQzvKx'));
    await addAll([samples.sample(1), ...matching, samples.unsearched('xqzvkx'), samples.sample(2)]);
    for (const search of ['qzvk', 'QZVK', 'xQzVkX', 'zv']) {
      const page = await subject.list.page(search, everything);
      expect({ search, total: page.total }).toEqual({ search, total: matching.length });
      page.items.forEach((item, index) => expect(item).toMatchObject(matching[matching.length - 1 - index]!));
    }
    const firstOnly = await subject.list.page('qzvk', { limit: 1, offset: 0 });
    expect({ total: firstOnly.total, items: firstOnly.items.length }).toEqual({ total: matching.length, items: 1 });
  });

  it('finds letters beyond ASCII, case aside', async () => {
    const put = samples.searched[0]!;
    await addAll([put('zoë-ørsted'), put('zoe-orsted')]);
    expect(await listed('ZOË-Ør')).toEqual([expect.objectContaining(put('zoë-ørsted'))]);
  });

  if (samples.alsoFinds?.length) {
    it.each(samples.alsoFinds)('finds %j', async (search, input) => {
      await addAll([samples.sample(1), input, samples.sample(2)]);
      expect(await listed(search)).toEqual([expect.objectContaining(input)]);
    });
  }

  it('takes %, _ and \\ in a search literally, never as wildcards, and quotes as text', async () => {
    const put = samples.searched[0]!;
    await addAll([put('a100%_off\\b'), put('a1000 off'), put('a100x_off'), put('a100%xoff'), put("o'brien")]);
    const found = async (search: string) => (await listed(search)).length;
    expect(await found('%')).toBe(2);
    expect(await found('0%_')).toBe(1);
    expect(await found('_')).toBe(2);
    expect(await found('\\')).toBe(1);
    expect(await found('%x')).toBe(1);
    expect(await found("o'b")).toBe(1);
    expect(await found('a%f')).toBe(0);
  });

  it('reads the whole list in batches, each after the last item of the one before, ties across a boundary included', async () => {
    await addAll(samplesFrom(1, 2, 3, 4, 5, 6, 7));
    for (const item of (await listed()).slice(1, 5)) await subject.restamp(item.id, noon);
    const newestFirst = await listed();
    for (const size of [1, 2, 3, 7, 100]) expect(await readInBatches('', size)).toEqual(newestFirst);
  });

  it('batches only the items a search finds, and continues after an item it does not find', async () => {
    const put = samples.searched[0]!;
    await addAll([samples.sample(1), put('qzvk one'), samples.sample(2), put('qzvk two'), samples.sample(3)]);
    const [, two, unmatched, one] = await listed();
    expect(await subject.list.batchAfter('QZVK', null, 10)).toEqual([two, one]);
    expect(await subject.list.batchAfter('qzvk', unmatched!.id, 10)).toEqual([one]);
    expect(await readInBatches('qzvk', 1)).toEqual([two, one]);
  });

  it('answers no batch after an id no item has', async () => {
    await addAll(samplesFrom(1));
    const [only] = await listed();
    expect(await subject.list.batchAfter('', only!.id + 1000, 10)).toEqual([]);
  });
}

/** A port that removes by address, with a way to keep an item under an address as given and to read back the addresses kept. */
export interface RemovalUnderContract {
  readonly port: { removeByEmail(email: string): Promise<number> };
  keep(email: string): Promise<unknown>;
  emails(): Promise<string[]>;
}

/**
 * What every port's `removeByEmail` does (the person who asks to be removed, Privacy Policy), the fakes and
 * the TypeORM adapters alike: all of the address's items go, however they were cased, and nothing else.
 */
export function removalByEmailContract(fresh: () => Promise<RemovalUnderContract>): void {
  let subject: RemovalUnderContract;
  beforeEach(async () => {
    subject = await fresh();
  });

  it("removes the address's items and answers how many, leaving every other address, look-alikes included", async () => {
    for (const email of ['ann@example.com', 'joann@example.com', 'ann@example.com.au', 'bob@example.com']) await subject.keep(email);
    expect(await subject.port.removeByEmail('ann@example.com')).toBe(1);
    expect((await subject.emails()).sort()).toEqual(['ann@example.com.au', 'bob@example.com', 'joann@example.com']);
  });

  it('removes items kept under the address in another case or with spaces around it', async () => {
    await subject.keep('Ann@Example.COM');
    await subject.keep(' ann@example.com ');
    await subject.keep('bob@example.com');
    expect(await subject.port.removeByEmail('ann@example.com')).toBe(2);
    expect(await subject.emails()).toEqual(['bob@example.com']);
  });

  it('answers 0 and changes nothing when nothing is kept under the address', async () => {
    await subject.keep('bob@example.com');
    expect(await subject.port.removeByEmail('ann@example.com')).toBe(0);
    expect(await subject.emails()).toEqual(['bob@example.com']);
  });
}
