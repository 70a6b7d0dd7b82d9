import { EpisodeHighlights, NewsletterMail, NewsletterSequence, type HighlightedEpisode, type ScheduledStep, type SequenceContent } from '../application/index.js';
import { NewsletterTokens, type Subscriber } from '../domain/index.js';

type Recipient = Pick<Subscriber, 'id' | 'email'>;

/** One mail the newsletter asked for. */
export type NewsletterMailAsked =
  | { readonly kind: 'confirmation'; readonly to: string; readonly subscriberId: number; readonly token: string; readonly nonce: string; readonly validForDays: number }
  | { readonly kind: 'sequence'; readonly to: string; readonly subscriberId: number; readonly content: SequenceContent; readonly unsubscribeUrl: string };

/** NewsletterMail for use-case tests: keeps what it was asked to send; `failWith` makes every request fail. */
export class InMemoryNewsletterMail extends NewsletterMail {
  readonly asked: NewsletterMailAsked[] = [];
  private failure: Error | null = null;

  failWith(error: Error | null): void {
    this.failure = error;
  }

  async sendConfirmation(recipient: Recipient, link: { token: string; nonce: string; validForDays: number }): Promise<void> {
    if (this.failure) throw this.failure;
    this.asked.push({ kind: 'confirmation', to: recipient.email, subscriberId: recipient.id, ...link });
  }

  async sendSequenceStep(recipient: Recipient, content: SequenceContent, unsubscribeUrl: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.asked.push({ kind: 'sequence', to: recipient.email, subscriberId: recipient.id, content, unsubscribeUrl });
  }
}

/** NewsletterSequence that records what it was asked to schedule (a test runs the steps itself). */
export class RecordingNewsletterSequence extends NewsletterSequence {
  readonly scheduled: { subscriberId: number; round: number; steps: readonly ScheduledStep[] }[] = [];
  /** Set: the queue is away, and every schedule throws it. */
  failure: Error | null = null;

  async schedule(subscriberId: number, round: number, steps: readonly ScheduledStep[]): Promise<void> {
    if (this.failure) throw this.failure;
    this.scheduled.push({ subscriberId, round, steps });
  }
}

/** EpisodeHighlights over a fixed list, newest first; the first featured one is the top. */
export class FixedEpisodeHighlights extends EpisodeHighlights {
  constructor(private readonly episodes: readonly (HighlightedEpisode & { featured?: boolean })[] = []) {
    super();
  }

  async top(): Promise<HighlightedEpisode | null> {
    return this.episodes.find((episode) => episode.featured) ?? this.episodes[0] ?? null;
  }

  async picks(count: number): Promise<HighlightedEpisode[]> {
    return this.episodes.slice(0, count);
  }
}

/** Newsletter tokens under a fixed test key. */
export const testNewsletterTokens = (): NewsletterTokens => new NewsletterTokens(Buffer.alloc(32, 42));
