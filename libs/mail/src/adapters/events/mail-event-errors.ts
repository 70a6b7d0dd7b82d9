import { DomainError } from '@harmony/platform';

/** A body that is neither an SNS message nor a Postmark bounce or complaint. */
export class UnrecognisedMailEvent extends DomainError {
  readonly code = 'unrecognised-mail-event';
  readonly kind = 'invalid-input' as const;

  constructor() {
    super('Unrecognised mail event: send Amazon SNS notifications or Postmark bounce, spam complaint and subscription change webhooks.');
  }
}

/** A provider's event while the variable that would verify it is unset. */
export class MailEventsNotSetUp extends DomainError {
  readonly code = 'mail-events-not-set-up';
  readonly kind = 'forbidden' as const;

  constructor(provider: string, variable: string, what: string) {
    super(`${provider} events are not taken here: set ${variable} to ${what}.`);
  }
}

/** An SNS message that is not from the configured topic, or whose signature does not hold. */
export class UnverifiedSnsEvent extends DomainError {
  readonly code = 'unverified-sns-message';
  readonly kind = 'forbidden' as const;

  constructor(why: string) {
    super(`This Amazon SNS message was not taken: ${why}.`);
  }
}

/** A Postmark webhook without the right secret. */
export class UnauthenticatedMailEvent extends DomainError {
  readonly code = 'mail-events-secret-wrong';
  readonly kind = 'unauthorized' as const;

  constructor() {
    super("This Postmark webhook's credentials are missing or wrong: its URL must carry MAIL_EVENTS_SECRET as the password (https://postmark:SECRET@…).");
  }
}

/** A signed SNS message older than the replay window (MAX_SNS_MESSAGE_AGE_MS): a recording played again, not SNS. */
export class StaleSnsEvent extends DomainError {
  readonly code = 'stale-sns-message';
  readonly kind = 'invalid-input' as const;

  constructor() {
    super('The notification is too old to be trusted.');
  }
}
