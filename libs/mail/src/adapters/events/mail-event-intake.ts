import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@harmony/platform';
import { SuppressReportedRecipients } from '../../application/index.js';
import type { MailEventsConfig } from '../../mail.config.js';
import { MailEventsNotSetUp, StaleSnsEvent, UnauthenticatedMailEvent, UnrecognisedMailEvent, UnverifiedSnsEvent } from './mail-event-errors.js';
import { hasBasicPassword, isPostmarkEvent, isPostmarkReactivation, postmarkSuppressions } from './postmark-events.js';
import { sesSuppressions } from './ses-events.js';
import { fetchFromSns, ForeignSnsUrl, snsUrl, type SnsEndpoints } from './sns-endpoints.js';
import { asSnsMessage, isStaleSnsMessage, SnsSignatureCheck, UnverifiedSnsMessage, type SnsMessage } from './sns-message.js';

export const MAIL_EVENTS_CONFIG = Symbol('MAIL_EVENTS_CONFIG');
export const SNS_ENDPOINTS = Symbol('SNS_ENDPOINTS');

/** What was done with an event: how many addresses it suppressed (0 for one that reports nothing to suppress). */
export interface MailEventOutcome {
  readonly suppressed: number;
}

/** SNS could not be reached to confirm the subscription: SNS may deliver the confirmation again, or the owner confirms by hand. */
export class SnsSubscriptionNotConfirmed extends DomainError {
  readonly code = 'sns-subscription-not-confirmed';
  readonly kind = 'unavailable' as const;

  constructor(why: string) {
    super(`The Amazon SNS subscription could not be confirmed (${why}). Try again, or confirm it in the SNS console with the link in the message.`);
  }
}

/**
 * Takes a provider's webhook (issue 25 item 5): an Amazon SNS message (recognised by SNS's
 * `x-amz-sns-message-type` header) from the configured topic, signed by SNS; or a Postmark bounce or spam
 * complaint with MAIL_EVENTS_SECRET as its Basic password. Verified first, then the addresses it reports
 * are suppressed. Anything else is refused, nothing suppressed.
 */
@Injectable()
export class MailEventIntake {
  private readonly logger = new Logger('MailEvents');
  private readonly signatures: SnsSignatureCheck;

  constructor(
    @Inject(MAIL_EVENTS_CONFIG) private readonly config: MailEventsConfig,
    @Inject(SNS_ENDPOINTS) private readonly endpoints: SnsEndpoints,
    private readonly suppress: SuppressReportedRecipients,
  ) {
    this.signatures = new SnsSignatureCheck(endpoints);
  }

  async take(headers: IncomingHttpHeaders, body: unknown): Promise<MailEventOutcome> {
    const snsType = headers['x-amz-sns-message-type'];
    if (typeof snsType === 'string') return this.takeSns(snsType, body);
    if (isPostmarkEvent(body)) return this.takePostmark(headers.authorization, body);
    throw new UnrecognisedMailEvent();
  }

  private async takeSns(headerType: string, body: unknown): Promise<MailEventOutcome> {
    const message = asSnsMessage(body);
    if (!message || message.Type !== headerType) throw new UnrecognisedMailEvent();
    const topic = this.config.snsTopicArn;
    if (topic === null) throw new MailEventsNotSetUp('Amazon SES', 'MAIL_EVENTS_SNS_TOPIC_ARN', 'the ARN of the SNS topic your SES configuration set sends bounces and complaints to');
    // Before the signature: anyone can have SNS sign messages of their own topic.
    if (message.TopicArn !== topic) throw new UnverifiedSnsEvent(`it comes from the topic ${message.TopicArn}, not the one MAIL_EVENTS_SNS_TOPIC_ARN names`);
    try {
      await this.signatures.verify(message);
    } catch (error) {
      if (error instanceof UnverifiedSnsMessage) throw new UnverifiedSnsEvent(error.message);
      throw error;
    }
    // After the signature, which covers the Timestamp: a genuine message recorded and posted again later is refused.
    if (isStaleSnsMessage(message, new Date())) throw new StaleSnsEvent();
    switch (message.Type) {
      case 'SubscriptionConfirmation':
        await this.confirmSubscription(message);
        return { suppressed: 0 };
      case 'UnsubscribeConfirmation':
        this.logger.warn(`The subscription to ${message.TopicArn} was removed: SES bounces and complaints no longer arrive`);
        return { suppressed: 0 };
      case 'Notification':
        return { suppressed: await this.suppress.execute(sesSuppressions(parsedOrNull(message.Message))) };
    }
  }

  private async confirmSubscription(message: SnsMessage): Promise<void> {
    let url: URL;
    try {
      url = snsUrl(message.SubscribeURL, this.endpoints);
    } catch (error) {
      if (error instanceof ForeignSnsUrl) throw new UnverifiedSnsEvent(`its SubscribeURL is refused: ${error.message}`);
      throw error;
    }
    try {
      await fetchFromSns(url, this.endpoints);
    } catch (error) {
      throw new SnsSubscriptionNotConfirmed(error instanceof Error ? error.message : String(error));
    }
    this.logger.log(`Confirmed the subscription to ${message.TopicArn}: SES bounces and complaints will suppress addresses`);
  }

  private async takePostmark(authorization: string | undefined, event: Record<string, unknown>): Promise<MailEventOutcome> {
    const secret = this.config.secret;
    if (secret === null) throw new MailEventsNotSetUp('Postmark', 'MAIL_EVENTS_SECRET', 'a long random password, and give it in the webhook URL');
    if (!hasBasicPassword(authorization, secret)) throw new UnauthenticatedMailEvent();
    // Lifting a suppression stays the owner's call (the address once bounced or complained): said, not done.
    if (isPostmarkReactivation(event)) this.logger.log(`Postmark reactivated ${String(event.Recipient)}; its suppression here, if any, stays until the owner lifts it`);
    return { suppressed: await this.suppress.execute(postmarkSuppressions(event)) };
  }
}

/** A notification's Message as JSON, or null when it is plain text (SNS topics carry other publishers' messages too). */
function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
