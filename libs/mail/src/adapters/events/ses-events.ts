import type { RefusedRecipient } from '../../application/index.js';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

/** The addresses of a list of SES recipients (`[{emailAddress, …}]`), with what SES says of each. */
const recipientsOf = (list: unknown): Fields[] => (Array.isArray(list) ? list.filter(isObject).filter((recipient) => typeof recipient.emailAddress === 'string' && recipient.emailAddress.includes('@')) : []);

/** The Message-ID header of the message SES reports on, when its event carries it. */
const messageIdOf = (mail: unknown): { messageId?: string } => {
  const id = isObject(mail) && isObject(mail.commonHeaders) ? mail.commonHeaders.messageId : undefined;
  return typeof id === 'string' && id.trim() !== '' ? { messageId: id.trim() } : {};
};

/**
 * The addresses an Amazon SES event (an SNS notification's Message, parsed) says to suppress: every bounced
 * recipient of a Permanent bounce, every complained recipient of a complaint. Transient and Undetermined
 * bounces, deliveries and every other event suppress nobody. Reads both SES formats: event publishing
 * through a configuration set (`eventType`) and identity notifications (`notificationType`).
 */
export function sesSuppressions(event: unknown): RefusedRecipient[] {
  if (!isObject(event)) return [];
  const type = event.eventType ?? event.notificationType;
  const messageId = messageIdOf(event.mail);
  if (type === 'Bounce' && isObject(event.bounce) && event.bounce.bounceType === 'Permanent') {
    const subType = stringOr(event.bounce.bounceSubType, 'General');
    return recipientsOf(event.bounce.bouncedRecipients).map((recipient) => ({
      address: String(recipient.emailAddress).trim(),
      reason: 'bounced',
      answer: `Amazon SES: permanent bounce (${subType})${typeof recipient.diagnosticCode === 'string' ? `: ${recipient.diagnosticCode}` : ''}`,
      ...messageId,
    }));
  }
  if (type === 'Complaint' && isObject(event.complaint)) {
    const feedback = stringOr(event.complaint.complaintFeedbackType, 'no feedback type');
    return recipientsOf(event.complaint.complainedRecipients).map((recipient) => ({
      address: String(recipient.emailAddress).trim(),
      reason: 'complained',
      answer: `Amazon SES: complaint (${feedback})`,
      ...messageId,
    }));
  }
  return [];
}
