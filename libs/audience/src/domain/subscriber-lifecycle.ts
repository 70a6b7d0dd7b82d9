import { DomainError } from '@harmony/platform/domain';

/**
 * Where an address stands (issue 25, double opt-in): `pending` until its owner confirms by the mailed link,
 * `active` while it gets the sequence and the broadcasts, then `unsubscribed` (they asked, or reported our
 * mail as spam) or `bounced` (the server refused it for good). Only `active` addresses receive anything but
 * the confirmation.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * The welcome sequence the signup promises (SPEC "Newsletter band"): Day 0 the welcome with the top
 * episode, Day 3 three episodes, Day 7 the community and the free template. `sequenceStep` counts the
 * mails sent: 0 none, 1 Day 0's, 2 Day 3's, 3 Day 7's.
 */
export const SEQUENCE = [
  { step: 1, day: 0 },
  { step: 2, day: 3 },
  { step: 3, day: 7 },
] as const;
export type SequenceStep = 0 | (typeof SEQUENCE)[number]['step'];
export const LAST_SEQUENCE_STEP = SEQUENCE[SEQUENCE.length - 1]!.step;

/** A pending address is sent its confirmation again at most this often: a button held down mails nobody ten times. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** What the lifecycle's rules read and write of a subscription. */
export interface SubscriberState {
  readonly status: SubscriberStatus;
  readonly sequenceStep: SequenceStep;
  /** The one confirmation link that works (its nonce), while pending; null once used or before any was sent. */
  readonly confirmationNonce: string | null;
  /** When the last confirmation was sent: the resend interval and the purge of unconfirmed rows count from it. */
  readonly confirmationSentAt: Date | null;
  readonly confirmedAt: Date | null;
  readonly unsubscribedAt: Date | null;
}

/** The contract's wording for a confirmation link that cannot confirm (forged, expired, used, replaced). */
export const CONFIRMATION_LINK_INVALID_MESSAGE = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';
/** The contract's wording for an unsubscribe link that names nobody. */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'This unsubscribe link is not valid. Reply to any of our emails and we will remove you by hand.';

export class ConfirmationLinkInvalid extends DomainError {
  readonly code = 'confirmation-link-invalid';
  readonly kind = 'invalid-input' as const;

  constructor() {
    super(CONFIRMATION_LINK_INVALID_MESSAGE);
  }
}

export class UnsubscribeLinkInvalid extends DomainError {
  readonly code = 'unsubscribe-link-invalid';
  readonly kind = 'invalid-input' as const;

  constructor() {
    super(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  }
}

/** A new address: pending, nothing sent yet. */
export const NEW_SUBSCRIBER: SubscriberState = { status: 'pending', sequenceStep: 0, confirmationNonce: null, confirmationSentAt: null, confirmedAt: null, unsubscribedAt: null };

/**
 * A signup of an address already kept: the state that sends it a (new) confirmation under `nonce`, or null
 * when nothing is sent. Active: nothing (no second sequence). Pending: again, unless one went out within the
 * resend interval. Unsubscribed or bounced: pending again, opting in anew. A new nonce retires the earlier
 * link: only the latest mail's works.
 */
export function requestConfirmation(state: SubscriberState, nonce: string, now: Date): SubscriberState | null {
  if (state.status === 'active') return null;
  if (state.status === 'pending' && state.confirmationSentAt && now.getTime() - state.confirmationSentAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS) return null;
  return { ...state, status: 'pending', confirmationNonce: nonce, confirmationSentAt: now };
}

/**
 * The confirmation link with `nonce` clicked: active, the nonce spent. Anything else (not pending, another
 * link's nonce, a used one) is ConfirmationLinkInvalid. The sequence continues from `sequenceStep`: someone
 * who left and came back is never sent a step twice.
 */
export function confirm(state: SubscriberState, nonce: string, now: Date): SubscriberState {
  if (state.status !== 'pending' || state.confirmationNonce === null || state.confirmationNonce !== nonce) throw new ConfirmationLinkInvalid();
  return { ...state, status: 'active', confirmationNonce: null, confirmedAt: now, unsubscribedAt: null };
}

/** The unsubscribe link (or the one-click POST): unsubscribed, at once, from any status; again is the same. */
export function unsubscribe(state: SubscriberState, now: Date): SubscriberState {
  if (state.status === 'unsubscribed') return state;
  return { ...state, status: 'unsubscribed', confirmationNonce: null, unsubscribedAt: now };
}

/** Why the mail context says an address must get nothing more. */
export type SuppressionCause = 'bounced' | 'complained';

/**
 * The mail context's word on an address: refused for good → `bounced`; reported as spam → `unsubscribed`
 * (they told their provider instead of us). Null when nothing changes: a complaint never hides a bounce, and
 * an address already unsubscribed stays so.
 */
export function suppress(state: SubscriberState, cause: SuppressionCause, now: Date): SubscriberState | null {
  if (cause === 'bounced') return state.status === 'bounced' ? null : { ...state, status: 'bounced', confirmationNonce: null };
  if (state.status === 'unsubscribed' || state.status === 'bounced') return null;
  return unsubscribe(state, now);
}

/** The sequence steps still to send after a confirmation, in order. */
export const remainingSteps = (state: Pick<SubscriberState, 'sequenceStep'>): (typeof SEQUENCE)[number][] => SEQUENCE.filter(({ step }) => step > state.sequenceStep);

/**
 * Whether the sequence's `step` goes out now: only to an active address, and only once (a step already sent,
 * or a later one, means it was). The job asks this when it runs, not when it was scheduled: someone who
 * left meanwhile gets nothing.
 */
export function sendsSequenceStep(state: Pick<SubscriberState, 'status' | 'sequenceStep'>, step: SequenceStep): boolean {
  return state.status === 'active' && step > state.sequenceStep;
}

/** After `step` went out. */
export function sequenceStepSent(state: SubscriberState, step: SequenceStep): SubscriberState {
  return { ...state, sequenceStep: step > state.sequenceStep ? step : state.sequenceStep };
}
