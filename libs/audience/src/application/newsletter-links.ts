import { Inject, Injectable } from '@nestjs/common';
import { NewsletterTokens } from '../domain/index.js';
import { NEWSLETTER_SETTINGS, NEWSLETTER_UNSUBSCRIBE_API_PATH, type NewsletterSettings } from './newsletter-ports.js';

/** The unsubscribe address of a subscriber, as every sequence and broadcast mail carries it (header and footer). */
@Injectable()
export class NewsletterLinks {
  constructor(
    private readonly tokens: NewsletterTokens,
    @Inject(NEWSLETTER_SETTINGS) private readonly settings: NewsletterSettings,
  ) {}

  unsubscribeUrl(subscriberId: number): string {
    return `${this.settings.publicUrl}${NEWSLETTER_UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(this.tokens.unsubscribe(subscriberId))}`;
  }
}
