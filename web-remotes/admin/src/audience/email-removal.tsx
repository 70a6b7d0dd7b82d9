import { Trash2 } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { ConfirmDialog } from '../common/index.js';
import { useRemoveEmailAddressMutation, type RemovedRecords } from './audience-api.js';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 newsletter subscription, 2 workshop registrations and 1 contact message": only what there was. */
export function removedSummary({ newsletterSubscriptions, workshopRegistrations, contactMessages }: RemovedRecords): string {
  const parts = [
    newsletterSubscriptions ? counted(newsletterSubscriptions, 'newsletter subscription', 'newsletter subscriptions') : '',
    workshopRegistrations ? counted(workshopRegistrations, 'workshop registration', 'workshop registrations') : '',
    contactMessages ? counted(contactMessages, 'contact message', 'contact messages') : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? 'nothing');
}

/**
 * A row's Remove: everything the three lists keep under its address goes, after asking (a person asked to
 * be removed, as the Privacy Policy offers), and a toast says what went.
 */
export function RemoveEmailButton({ email }: { email: string }) {
  const [remove, { isLoading }] = useRemoveEmailAddressMutation();

  const removeEverything = async () => {
    try {
      const removed = await remove(email).unwrap();
      toast({ title: 'Email address removed', description: `Deleted ${removedSummary(removed)} for ${removed.email}.` });
    } catch (error) {
      toast({ title: 'Could not remove the email address', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        // A label rather than hidden text: the row's address stays the only text of it in the row, for whoever finds the row by it.
        <Button variant="secondary" className="px-3 whitespace-nowrap text-red-800 dark:text-red-300" disabled={isLoading} aria-label={`Remove everything for ${email}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      }
      title="Remove everything for this email address?"
      description={`Everything kept under ${email} will be deleted for good: the newsletter subscription, workshop registrations and contact messages. Do this when the person asks to be removed. This cannot be undone.`}
      confirmLabel="Remove everything"
      onConfirm={() => void removeEverything()}
    />
  );
}
