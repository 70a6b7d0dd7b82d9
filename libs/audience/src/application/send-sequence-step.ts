import { Injectable } from '@nestjs/common';
import { NewsletterSubscriptions, sendsSequenceStep, sequenceStepSent, type SequenceStep } from '../domain/index.js';
import { NewsletterLinks } from './newsletter-links.js';
import { EpisodeHighlights, NewsletterMail, type SequenceContent } from './newsletter-ports.js';

/** Day 3's mail names this many episodes. */
export const EPISODE_PICKS = 3;

/** What a step's job did: sent it, or skipped it (the subscriber left, or had it already). */
export type SequenceStepOutcome = 'sent' | 'skipped';

/**
 * One step of the welcome sequence, when its time comes (the queue's job): read the subscriber again and
 * skip unless still active and not yet sent this step, write the mail from today's episodes, queue it once
 * (its key names subscriber and step) and record the step. A retry after a crash queues nothing twice.
 */
@Injectable()
export class SendSequenceStep {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly episodes: EpisodeHighlights,
    private readonly mail: NewsletterMail,
    private readonly links: NewsletterLinks,
  ) {}

  async execute(subscriberId: number, step: Exclude<SequenceStep, 0>): Promise<SequenceStepOutcome> {
    const subscriber = await this.subscriptions.find(subscriberId);
    if (!subscriber || !sendsSequenceStep(subscriber, step)) return 'skipped';
    await this.mail.sendSequenceStep(subscriber, await this.contentOf(step), this.links.unsubscribeUrl(subscriberId));
    for (let current = subscriber; sendsSequenceStep(current, step); ) {
      if (await this.subscriptions.change(current, sequenceStepSent(current, step))) break;
      const reread = await this.subscriptions.find(subscriberId);
      if (!reread) break;
      current = reread;
    }
    return 'sent';
  }

  private async contentOf(step: Exclude<SequenceStep, 0>): Promise<SequenceContent> {
    if (step === 1) return { step, topEpisode: await this.episodes.top() };
    if (step === 2) return { step, episodes: await this.episodes.picks(EPISODE_PICKS) };
    return { step };
  }
}
