import { useState, type FormEvent, type MouseEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage, apiFieldErrors } from '@harmony/web-api';
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

const confirmation = (email: string) => ({
  title: 'Remove everything for this email address?',
  description: `Everything kept under ${email} will be deleted for good: the newsletter subscription, workshop registrations and contact messages. Do this when the person asks to be removed. This cannot be undone.`,
  confirmLabel: 'Remove everything',
});

/**
 * Removes everything the three lists keep under an address (a person asked to be removed, as the Privacy
 * Policy offers) and toasts what went, or why not; answers the server's message for the email field, if any.
 */
function useRemoveEverything() {
  const [remove, { isLoading }] = useRemoveEmailAddressMutation();
  const removeEverything = async (email: string): Promise<{ removed: boolean; fieldError?: string }> => {
    try {
      const removed = await remove(email).unwrap();
      toast({ title: 'Email address removed', description: `Deleted ${removedSummary(removed)} for ${removed.email}.` });
      return { removed: true };
    } catch (error) {
      toast({ title: 'Could not remove the email address', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return { removed: false, fieldError: apiFieldErrors(error).find(({ field }) => field === 'email')?.message };
    }
  };
  return { removeEverything, isLoading };
}

/** A row's Remove: everything under the row's address, after asking. */
export function RemoveEmailButton({ email }: { email: string }) {
  const { removeEverything, isLoading } = useRemoveEverything();
  return (
    <ConfirmDialog
      trigger={
        // A label rather than hidden text: the row's address stays the only text of it in the row, for whoever finds the row by it.
        <Button variant="secondary" className="px-3 whitespace-nowrap text-red-800 dark:text-red-300" disabled={isLoading} aria-label={`Remove everything for ${email}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      }
      {...confirmation(email)}
      onConfirm={() => void removeEverything(email)}
    />
  );
}

/**
 * The request as people send it ("please delete my data", from an address): the owner types the address,
 * confirms, and its subscription, registrations and messages go, wherever they sit in the lists.
 */
export function RemoveEmailAddressForm() {
  const { removeEverything, isLoading } = useRemoveEverything();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  // The confirm opens only for an address typed; the server judges its form (and says so under the field).
  const askFirst = (event: MouseEvent) => {
    if (email.trim()) return;
    event.preventDefault();
    setError('Email is required');
  };
  const confirmed = async () => {
    const { removed, fieldError } = await removeEverything(email);
    setError(fieldError);
    if (removed) setEmail('');
  };

  return (
    <section aria-labelledby="remove-email-heading" className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <h2 id="remove-email-heading" className="text-lg font-semibold">
        Remove an email address
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        When someone asks to have their data removed, enter their address: their newsletter subscription, workshop registrations and contact messages are deleted.
      </p>
      <form className="flex flex-wrap items-start gap-3" noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
        <TextField
          id="remove-email"
          label="Email address to remove"
          type="email"
          autoComplete="off"
          className="w-full sm:w-80"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <ConfirmDialog
          trigger={
            <Button type="submit" variant="secondary" className="text-red-800 sm:mt-6 dark:text-red-300" disabled={isLoading} onClick={askFirst}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          }
          {...confirmation(email.trim())}
          onConfirm={() => void confirmed()}
        />
      </form>
    </section>
  );
}
