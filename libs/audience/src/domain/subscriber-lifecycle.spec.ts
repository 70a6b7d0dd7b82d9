import {
  CONFIRMATION_RESEND_INTERVAL_MS,
  ConfirmationLinkInvalid,
  confirm,
  NEW_SUBSCRIBER,
  remainingSteps,
  requestConfirmation,
  sendsSequenceStep,
  sequenceStepSent,
  suppress,
  unsubscribe,
  type SubscriberState,
} from './subscriber-lifecycle.js';

const now = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const pending = (sentAt = now, nonce = 'nonce-1'): SubscriberState => ({ ...NEW_SUBSCRIBER, confirmationNonce: nonce, confirmationSentAt: sentAt });
const active = (step: SubscriberState['sequenceStep'] = 0): SubscriberState => ({ ...NEW_SUBSCRIBER, status: 'active', sequenceStep: step, confirmedAt: now });

describe('the subscriber lifecycle', () => {
  describe(requestConfirmation.name, () => {
    it('sends a new address its first confirmation, pending', () => {
      expect(requestConfirmation(NEW_SUBSCRIBER, 'n', now)).toEqual({ ...NEW_SUBSCRIBER, confirmationNonce: 'n', confirmationSentAt: now });
    });

    it('resends to a pending address only once the resend interval has passed, with a new nonce', () => {
      expect(requestConfirmation(pending(), 'n2', later(CONFIRMATION_RESEND_INTERVAL_MS - 1))).toBeNull();
      expect(requestConfirmation(pending(), 'n2', later(CONFIRMATION_RESEND_INTERVAL_MS))).toMatchObject({ status: 'pending', confirmationNonce: 'n2' });
    });

    it('sends an active address nothing: no second sequence', () => {
      expect(requestConfirmation(active(2), 'n', now)).toBeNull();
    });

    it.each(['unsubscribed', 'bounced'] as const)('puts an %s address back to pending, to opt in again, keeping the steps it was sent', (status) => {
      expect(requestConfirmation({ ...active(2), status }, 'n', now)).toMatchObject({ status: 'pending', sequenceStep: 2, confirmationNonce: 'n' });
    });
  });

  describe(confirm.name, () => {
    it('activates a pending address with the nonce of its latest link, spending it', () => {
      expect(confirm(pending(), 'nonce-1', later(5))).toMatchObject({ status: 'active', confirmationNonce: null, confirmedAt: later(5) });
    });

    it.each([
      ['another link’s nonce', pending(), 'nonce-0'],
      ['a used link (already active)', active(), 'nonce-1'],
      ['an unsubscribed address', { ...pending(), status: 'unsubscribed' as const }, 'nonce-1'],
      ['no link sent', NEW_SUBSCRIBER, 'nonce-1'],
    ])('refuses %s', (_case, state, nonce) => {
      expect(() => confirm(state, nonce, now)).toThrow(ConfirmationLinkInvalid);
    });
  });

  describe(unsubscribe.name, () => {
    it('unsubscribes from any status at once, and again changes nothing', () => {
      const left = unsubscribe(active(1), later(1));
      expect(left).toMatchObject({ status: 'unsubscribed', unsubscribedAt: later(1), sequenceStep: 1 });
      expect(unsubscribe(left, later(2))).toBe(left);
      expect(unsubscribe(pending(), now)).toMatchObject({ status: 'unsubscribed', confirmationNonce: null });
    });
  });

  describe(suppress.name, () => {
    it('marks a bounced address bounced, whatever it was', () => {
      expect(suppress(active(), 'bounced', now)).toMatchObject({ status: 'bounced' });
      expect(suppress(pending(), 'bounced', now)).toMatchObject({ status: 'bounced', confirmationNonce: null });
      expect(suppress({ ...active(), status: 'bounced' }, 'bounced', now)).toBeNull();
    });

    it('unsubscribes an address whose owner complained, never hiding a bounce', () => {
      expect(suppress(active(), 'complained', now)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: now });
      expect(suppress({ ...active(), status: 'bounced' }, 'complained', now)).toBeNull();
      expect(suppress({ ...active(), status: 'unsubscribed' }, 'complained', now)).toBeNull();
    });
  });

  describe('the sequence', () => {
    it('has Day 0, Day 3 and Day 7 left after a first confirmation, and only what was not sent after a return', () => {
      expect(remainingSteps(active(0))).toEqual([{ step: 1, day: 0 }, { step: 2, day: 3 }, { step: 3, day: 7 }]);
      expect(remainingSteps(active(2))).toEqual([{ step: 3, day: 7 }]);
      expect(remainingSteps(active(3))).toEqual([]);
    });

    it('sends a step only to an active address that has not had it', () => {
      expect(sendsSequenceStep(active(0), 1)).toBe(true);
      expect(sendsSequenceStep(active(1), 1)).toBe(false);
      expect(sendsSequenceStep(active(2), 2)).toBe(false);
      expect(sendsSequenceStep({ ...active(1), status: 'unsubscribed' }, 2)).toBe(false);
      expect(sendsSequenceStep({ ...active(1), status: 'bounced' }, 2)).toBe(false);
      expect(sendsSequenceStep(pending(), 1)).toBe(false);
    });

    it('never moves the step back', () => {
      expect(sequenceStepSent(active(1), 2).sequenceStep).toBe(2);
      expect(sequenceStepSent(active(3), 2).sequenceStep).toBe(3);
    });
  });
});
