import { Inject, Injectable } from '@nestjs/common';
import { listUnsubscribeHeaders, MailTemplates, QueueMail, type NewsletterEpisode, type RenderedMail } from '@harmony/mail';
import { NEWSLETTER_SETTINGS, NewsletterMail, type HighlightedEpisode, type NewsletterSettings, type SequenceContent } from '../../application/index.js';
import type { Subscriber } from '../../domain/index.js';

const KIND_OF_STEP = { 1: 'newsletter.welcome', 2: 'newsletter.episode-picks', 3: 'newsletter.community' } as const;

const asNewsletterEpisode = ({ id, number, title, description }: HighlightedEpisode): NewsletterEpisode => ({ id, number, title, description });

/**
 * The newsletter's mail through the mail context: rendered by its templates in the site's brand, queued
 * once under `newsletter-confirmation:{subscriber}:{nonce}` (a resend has a new nonce, so it is a new mail)
 * or `newsletter-sequence:{subscriber}:{step}` (never twice, whatever retries or comes back), the sequence's
 * with the RFC 8058 List-Unsubscribe headers.
 */
@Injectable()
export class MailContextNewsletterMail extends NewsletterMail {
  constructor(
    private readonly queueMail: QueueMail,
    private readonly templates: MailTemplates,
    @Inject(NEWSLETTER_SETTINGS) private readonly settings: NewsletterSettings,
  ) {
    super();
  }

  async sendConfirmation(recipient: Pick<Subscriber, 'id' | 'email'>, { token, nonce, validForDays }: { token: string; nonce: string; validForDays: number }): Promise<void> {
    const mail = await this.templates.confirmation({ token, validForDays });
    await this.queue(`newsletter-confirmation:${recipient.id}:${nonce}`, 'newsletter.confirmation', recipient.email, mail);
  }

  async sendSequenceStep(recipient: Pick<Subscriber, 'id' | 'email'>, content: SequenceContent, unsubscribeUrl: string): Promise<void> {
    const mail = await this.render(content, unsubscribeUrl);
    await this.queue(`newsletter-sequence:${recipient.id}:${content.step}`, KIND_OF_STEP[content.step], recipient.email, mail, listUnsubscribeHeaders(unsubscribeUrl, this.settings.unsubscribeMailto));
  }

  private render(content: SequenceContent, unsubscribeUrl: string): Promise<RenderedMail> {
    switch (content.step) {
      case 1:
        return this.templates.welcome({ topEpisode: content.topEpisode && asNewsletterEpisode(content.topEpisode), unsubscribeUrl });
      case 2:
        return this.templates.episodePicks({ episodes: content.episodes.map(asNewsletterEpisode), unsubscribeUrl });
      case 3:
        return this.templates.community({ unsubscribeUrl });
    }
  }

  private async queue(idempotencyKey: string, kind: string, to: string, mail: RenderedMail, headers?: Record<string, string>): Promise<void> {
    await this.queueMail.execute({ idempotencyKey, kind, to, ...mail, headers });
  }
}
