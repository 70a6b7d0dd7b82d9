import { ConfirmationLinkInvalid, UnsubscribeLinkInvalid, type SequenceStep } from '../domain/index.js';
import { FixedEpisodeHighlights, InMemoryNewsletterMail, InMemoryNewsletterSubscriptions, RecordingNewsletterSequence, testNewsletterTokens } from '../testing/index.js';
import { ConfirmSubscription } from './confirm-subscription.js';
import { WelcomeSequence } from './welcome-sequence.js';
import { NewsletterLinks } from './newsletter-links.js';
import { NewsletterRecipients } from './newsletter-recipients.js';
import type { NewsletterSettings } from './newsletter-ports.js';
import { PurgeUnconfirmedSubscriptions } from './purge-unconfirmed-subscriptions.js';
import { SendSequenceStep } from './send-sequence-step.js';
import { SubscribeToNewsletter } from './subscribe-to-newsletter.js';
import { SuppressSubscriber } from './suppress-subscriber.js';
import { UnsubscribeFromNewsletter } from './unsubscribe-from-newsletter.js';

const settings: NewsletterSettings = { publicUrl: 'https://podcast.example', unsubscribeMailto: 'hello@podcast.example', sequenceDayMs: 1000 };
const now = new Date('2026-11-26T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const episodes = [
  { id: 5, number: 5, title: 'Five', description: '<p>5</p>' },
  { id: 4, number: 4, title: 'Four', description: '<p>4</p>', featured: true },
  { id: 3, number: 3, title: 'Three', description: '<p>3</p>' },
  { id: 2, number: 2, title: 'Two', description: '<p>2</p>' },
];

function newsletter() {
  const subscriptions = new InMemoryNewsletterSubscriptions();
  const tokens = testNewsletterTokens();
  const mail = new InMemoryNewsletterMail();
  const sequence = new RecordingNewsletterSequence();
  const links = new NewsletterLinks(tokens, settings);
  return {
    subscriptions,
    tokens,
    mail,
    sequence,
    subscribe: (email: string, at = now) => new SubscribeToNewsletter(subscriptions, tokens, mail).execute({ email, tags: [] }, at),
    confirm: (token: string, at = now) => new ConfirmSubscription(subscriptions, tokens, new WelcomeSequence(subscriptions, sequence, settings)).execute(token, at),
    scheduleOwed: (at: Date) => new WelcomeSequence(subscriptions, sequence, settings).scheduleOwed(at),
    unsubscribe: (token: string, at = now) => new UnsubscribeFromNewsletter(subscriptions, tokens).execute(token, at),
    sendStep: (id: number, step: Exclude<SequenceStep, 0>) => new SendSequenceStep(subscriptions, new FixedEpisodeHighlights(episodes), mail, links).execute(id, step),
    suppress: (email: string, cause: 'bounced' | 'complained') => new SuppressSubscriber(subscriptions).execute(email, cause, now),
    purge: (at: Date) => new PurgeUnconfirmedSubscriptions(subscriptions, tokens).execute(at),
    recipients: new NewsletterRecipients(subscriptions, links),
    confirmations: () => mail.asked.filter((asked) => asked.kind === 'confirmation'),
    lastToken: () => {
      const confirmations = mail.asked.filter((asked) => asked.kind === 'confirmation');
      return confirmations[confirmations.length - 1]!.token;
    },
  };
}

describe('the newsletter’s double opt-in and sequence', () => {
  it('keeps a new address pending and mails it a 7-day confirmation link, again only after 10 minutes', async () => {
    const n = newsletter();
    await n.subscribe(' Ann@Example.com ');
    await n.subscribe('ann@example.com', minutes(9));
    expect(n.confirmations()).toEqual([expect.objectContaining({ to: 'ann@example.com', validForDays: 7 })]);
    expect(await n.subscriptions.findByEmail('ann@example.com')).toMatchObject({ status: 'pending', sequenceStep: 0 });
    await n.subscribe('ann@example.com', minutes(10));
    expect(n.confirmations()).toHaveLength(2);
    expect(n.confirmations()[0]!.nonce).not.toBe(n.confirmations()[1]!.nonce);
  });

  it('confirms with the latest link only, once, and schedules Day 0 at once, Day 3 and Day 7 later', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    const first = n.lastToken();
    await n.subscribe('ann@example.com', minutes(11));
    await expect(n.confirm(first, minutes(12))).rejects.toThrow(ConfirmationLinkInvalid);
    await expect(n.confirm(n.lastToken(), minutes(12))).resolves.toBe('active');
    await expect(n.confirm(n.lastToken(), minutes(13))).rejects.toThrow(ConfirmationLinkInvalid);
    const subscriber = (await n.subscriptions.findByEmail('ann@example.com'))!;
    expect(subscriber).toMatchObject({ status: 'active', confirmationNonce: null, confirmedAt: minutes(12) });
    expect(n.sequence.scheduled).toEqual([{ subscriberId: subscriber.id, round: minutes(12).getTime(), steps: [{ step: 1, delayMs: 0 }, { step: 2, delayMs: 3000 }, { step: 3, delayMs: 7000 }] }]);
  });

  it('confirms while the queue is away, owes the sequence, and schedules it from the confirmation once the queue is back', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    n.sequence.failure = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    await expect(n.confirm(n.lastToken(), minutes(12))).resolves.toBe('active');
    expect(n.sequence.scheduled).toEqual([]);
    // Still away: nothing scheduled, still owed.
    await expect(n.scheduleOwed(minutes(20))).rejects.toThrow('ECONNREFUSED');
    n.sequence.failure = null;
    // Back 4 seconds after the confirmation (a sequence day is 1 s here): Day 0 and Day 3 are due at once, Day 7 in 3 s.
    const { id } = (await n.subscriptions.findByEmail('ann@example.com'))!;
    expect(await n.scheduleOwed(new Date(minutes(12).getTime() + 4_000))).toBe(1);
    expect(n.sequence.scheduled).toEqual([{ subscriberId: id, round: minutes(12).getTime(), steps: [{ step: 1, delayMs: 0 }, { step: 2, delayMs: 0 }, { step: 3, delayMs: 3000 }] }]);
    expect(await n.scheduleOwed(minutes(30))).toBe(0);
  });

  it('owes nothing to an address that left before the queue came back', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    n.sequence.failure = new Error('queue away');
    await n.confirm(n.lastToken(), minutes(12));
    const { id } = (await n.subscriptions.findByEmail('ann@example.com'))!;
    await n.unsubscribe(n.tokens.unsubscribe(id), minutes(13));
    n.sequence.failure = null;
    expect(await n.scheduleOwed(minutes(14))).toBe(0);
    expect(n.sequence.scheduled).toEqual([]);
  });

  it('refuses an expired or forged confirmation link and changes nothing', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    await expect(n.confirm(n.lastToken(), days(7))).rejects.toThrow(ConfirmationLinkInvalid);
    await expect(n.confirm(n.lastToken().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).rejects.toThrow(ConfirmationLinkInvalid);
    await expect(n.confirm('')).rejects.toThrow(ConfirmationLinkInvalid);
    expect(await n.subscriptions.findByEmail('ann@example.com')).toMatchObject({ status: 'pending' });
    expect(n.sequence.scheduled).toEqual([]);
  });

  it('sends an active address nothing on a new signup', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    await n.confirm(n.lastToken());
    await n.subscribe('ann@example.com', days(1));
    expect(n.confirmations()).toHaveLength(1);
  });

  it('sends each step once, from live episodes, with the unsubscribe link, and records it', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    await n.confirm(n.lastToken());
    const { id } = (await n.subscriptions.findByEmail('ann@example.com'))!;
    expect(await n.sendStep(id, 1)).toBe('sent');
    expect(await n.sendStep(id, 1)).toBe('skipped');
    expect(await n.sendStep(id, 2)).toBe('sent');
    expect(await n.sendStep(id, 3)).toBe('sent');
    const sequence = n.mail.asked.filter((asked) => asked.kind === 'sequence');
    expect(sequence.map((asked) => asked.kind === 'sequence' && asked.content)).toEqual([
      { step: 1, topEpisode: expect.objectContaining({ id: 4 }) },
      { step: 2, episodes: [expect.objectContaining({ id: 5 }), expect.objectContaining({ id: 4 }), expect.objectContaining({ id: 3 })] },
      { step: 3 },
    ]);
    const url = sequence[0]!.kind === 'sequence' ? sequence[0]!.unsubscribeUrl : '';
    expect(url).toMatch(/^https:\/\/podcast\.example\/api\/newsletter\/unsubscribe\?token=u\.\d+\./);
    expect(await n.subscriptions.find(id)).toMatchObject({ sequenceStep: 3 });
  });

  it('unsubscribes by the mailed link forever, skips the later steps, and opts in anew on a new signup', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    await n.confirm(n.lastToken());
    const { id } = (await n.subscriptions.findByEmail('ann@example.com'))!;
    await n.sendStep(id, 1);
    const token = n.tokens.unsubscribe(id);
    await expect(n.unsubscribe(token, days(400))).resolves.toBe('unsubscribed');
    await expect(n.unsubscribe(token, days(401))).resolves.toBe('unsubscribed');
    expect(await n.sendStep(id, 2)).toBe('skipped');
    expect(await n.subscriptions.find(id)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: days(400), sequenceStep: 1 });
    await n.subscribe('ann@example.com', days(402));
    expect(await n.subscriptions.find(id)).toMatchObject({ status: 'pending' });
    await n.confirm(n.lastToken(), days(402));
    // The welcome was sent before: only what was not comes.
    expect(n.sequence.scheduled[1]!.steps.map(({ step }) => step)).toEqual([2, 3]);
    await expect(n.unsubscribe('u.1.forged')).rejects.toThrow(UnsubscribeLinkInvalid);
  });

  it('suppresses: a bounce makes the subscriber bounced, a complaint unsubscribed, an unknown address nothing', async () => {
    const n = newsletter();
    for (const email of ['ann@example.com', 'bob@example.com']) {
      await n.subscribe(email);
      await n.confirm(n.lastToken());
    }
    await n.suppress('ANN@example.com', 'bounced');
    await n.suppress('bob@example.com', 'complained');
    await n.suppress('nobody@example.com', 'bounced');
    expect(await n.subscriptions.findByEmail('ann@example.com')).toMatchObject({ status: 'bounced' });
    expect(await n.subscriptions.findByEmail('bob@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect(await n.sendStep((await n.subscriptions.findByEmail('ann@example.com'))!.id, 1)).toBe('skipped');
  });

  it('forgets addresses not confirmed within 7 days of their last link', async () => {
    const n = newsletter();
    await n.subscribe('ann@example.com');
    await n.subscribe('bob@example.com', days(1));
    expect(await n.purge(days(7))).toBe(0);
    expect(await n.purge(days(7.5))).toBe(1);
    expect(await n.subscriptions.findByEmail('ann@example.com')).toBeNull();
    expect(await n.subscriptions.findByEmail('bob@example.com')).not.toBeNull();
  });

  it('answers the active subscribers for a broadcast, by id, with their unsubscribe links', async () => {
    const n = newsletter();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await n.subscribe(email);
    await n.confirm(n.confirmations()[0]!.token);
    await n.confirm(n.confirmations()[2]!.token);
    const batch = await n.recipients.activeBatchAfter(null, 10);
    expect(batch.map(({ email }) => email)).toEqual(['a@example.com', 'c@example.com']);
    expect(n.tokens.readUnsubscribe(new URL(batch[0]!.unsubscribeUrl).searchParams.get('token')!)).toEqual({ subscriberId: batch[0]!.id });
  });
});
