import { Send } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { StatusBadge, type BadgeTone } from '../common/index.js';
import { useResendMailMessageMutation, type MailMessageItem, type MailStatus } from './email-api.js';

export const mailStatusLabels: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'slate' },
  sending: { label: 'Sending', tone: 'amber' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  bounced: { label: 'Bounced', tone: 'red' },
};

/** The message's status, and for one that did not arrive, what the mail server said. */
export function MailStatusCell({ message }: { message: Pick<MailMessageItem, 'status' | 'lastSmtpAnswer'> }) {
  const { label, tone } = mailStatusLabels[message.status];
  const undelivered = message.status === 'failed' || message.status === 'bounced';
  return (
    <div className="space-y-1">
      <StatusBadge tone={tone}>{label}</StatusBadge>
      {undelivered && message.lastSmtpAnswer ? <p className="max-w-xs text-sm break-words text-slate-700 dark:text-slate-300">{message.lastSmtpAnswer}</p> : null}
    </div>
  );
}

/** "Resend" on a failed message: queued once more, the result said in a toast (a live region). */
export function ResendButton({ message }: { message: Pick<MailMessageItem, 'id' | 'to' | 'subject'> }) {
  const [resend, { isLoading }] = useResendMailMessageMutation();
  const onResend = async () => {
    try {
      await resend(message.id).unwrap();
      toast({ title: 'Message queued to send again', description: `To ${message.to}: ${message.subject}` });
    } catch (error) {
      toast({ title: 'Could not resend the message', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" disabled={isLoading} onClick={() => void onResend()} aria-label={`Resend “${message.subject}” to ${message.to}`}>
      <Send aria-hidden="true" className="size-4" />
      {isLoading ? 'Resending...' : 'Resend'}
    </Button>
  );
}
