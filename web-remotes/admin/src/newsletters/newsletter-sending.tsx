import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CalendarClock, FlaskConical, Send } from 'lucide-react';
import { Button } from '@harmony/ui';
import { TextField } from '@harmony/ui/form-fields';
import { ConfirmDialog, formatDayAndTime, fromDateTimeLocal, panelClass, submitForm, toDateTimeLocal } from '../common/index.js';
import { isEditable } from './newsletter-status.js';
import { useSendNewsletterMutation, useSendNewsletterTestMutation, type Newsletter } from './newsletters-api.js';

const sectionHeading = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const note = 'text-sm text-slate-700 dark:text-slate-200';

/** One copy to the owner (OWNER_EMAIL on the server) or to the address typed. */
function SendTest({ newsletter, unsaved }: { newsletter: Newsletter; unsaved: boolean }) {
  const [sendTest] = useSendNewsletterTestMutation();
  // Where the last test went: the server names it (the owner's address when none was typed).
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ to: string }>({ defaultValues: { to: '' } });

  const onSubmit = async ({ to }: { to: string }) => {
    await submitForm({
      send: async () => {
        setSentTo((await sendTest({ id: newsletter.id, to: to.trim() || undefined }).unwrap()).to);
      },
      fields: ['to'],
      setError,
      success: { title: 'Test sent', description: 'Check the inbox it went to.' },
      failure: { title: 'Could not send the test', fallback: 'Please try again.' },
    });
  };

  return (
    <section aria-labelledby="newsletter-test-heading" className={`space-y-3 ${panelClass}`}>
      <h3 id="newsletter-test-heading" className={sectionHeading}>
        Send a test
      </h3>
      <p className={note}>See it in an inbox before everyone does. A test goes to one address only.</p>
      <form noValidate aria-label="Send a test" className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit(onSubmit)}>
        <TextField
          id="newsletter-test-to"
          label="Send the test to (optional)"
          hint="Leave it empty to use your own address."
          type="email"
          autoComplete="email"
          className="min-w-64 flex-1"
          error={errors.to?.message}
          {...register('to')}
        />
        <Button type="submit" variant="secondary" disabled={isSubmitting || unsaved}>
          <FlaskConical aria-hidden="true" className="size-4" />
          {isSubmitting ? 'Sending…' : 'Send test'}
        </Button>
      </form>
      {sentTo ? (
        <p role="status" className={note}>
          Test sent to {sentTo}.
        </p>
      ) : null}
    </section>
  );
}

/**
 * To everyone: now, or at a time still to come, each after a confirmation step, since neither can be
 * taken back once it starts. A scheduled newsletter can be sent now or moved to another time.
 */
function SendToEveryone({ newsletter, unsaved }: { newsletter: Newsletter; unsaved: boolean }) {
  const [send, { isLoading }] = useSendNewsletterMutation();
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = useForm<{ at: string }>({ defaultValues: { at: newsletter.scheduledAt ? toDateTimeLocal(newsletter.scheduledAt) : '' } });
  const at = fromDateTimeLocal(useWatch({ control, name: 'at' }));
  const busy = isLoading || unsaved;

  const sendAt = (when?: string) =>
    submitForm({
      send: () => send({ id: newsletter.id, at: when }).unwrap(),
      fields: ['at'],
      setError,
      success: when ? { title: 'Newsletter scheduled', description: `“${newsletter.subject}” goes out ${formatDayAndTime(when)}.` } : { title: 'Newsletter on its way', description: `“${newsletter.subject}” is going out now.` },
      failure: { title: 'Could not send the newsletter', fallback: 'Please try again.' },
    });

  return (
    <section aria-labelledby="newsletter-send-heading" className={`space-y-3 ${panelClass}`}>
      <h3 id="newsletter-send-heading" className={sectionHeading}>
        Send to your subscribers
      </h3>
      <p className={note}>
        {newsletter.status === 'scheduled' && newsletter.scheduledAt
          ? `Scheduled for ${formatDayAndTime(newsletter.scheduledAt)}. You can still edit it, send it now or pick another time.`
          : 'It goes to everyone who confirmed their subscription, once each.'}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <ConfirmDialog
          trigger={
            <Button disabled={busy}>
              <Send aria-hidden="true" className="size-4" />
              Send now
            </Button>
          }
          title="Send to all active subscribers?"
          description={`“${newsletter.subject}” goes out now to everyone who confirmed their subscription. Once it starts, it cannot be stopped.`}
          confirmLabel="Send now"
          onConfirm={() => void sendAt()}
        />
        <TextField id="newsletter-send-at" label="Or send at" hint="Your local time." type="datetime-local" error={errors.at?.message} {...register('at')} />
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={busy || !at}>
              <CalendarClock aria-hidden="true" className="size-4" />
              Schedule
            </Button>
          }
          title="Send to all active subscribers?"
          description={`“${newsletter.subject}” goes out ${at ? formatDayAndTime(at) : ''} to everyone who has confirmed their subscription by then. Until then you can still edit or delete it.`}
          confirmLabel="Schedule"
          onConfirm={() => void sendAt(at)}
        />
      </div>
    </section>
  );
}

const countLabels = [
  ['recipients', 'Recipients'],
  ['queued', 'Waiting'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['bounced', 'Bounced'],
] as const;
const wholeNumber = new Intl.NumberFormat('en-AU');

/** How far the sending got; the screen asks again every few seconds while it is under way (newsletterPollMs). */
function Delivery({ newsletter }: { newsletter: Newsletter }) {
  const { counts, status } = newsletter;
  return (
    <section aria-labelledby="newsletter-delivery-heading" className={`space-y-3 ${panelClass}`}>
      <h3 id="newsletter-delivery-heading" className={sectionHeading}>
        Delivery
      </h3>
      <p role="status" className={note}>
        {status === 'sending'
          ? `Sending: ${wholeNumber.format(counts.sent)} of ${wholeNumber.format(counts.recipients)} sent so far.`
          : `Done: sent to ${wholeNumber.format(counts.sent)} of ${wholeNumber.format(counts.recipients)} subscribers.`}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {countLabels.map(([key, label]) => (
          <div key={key} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm text-slate-700 dark:text-slate-200">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900 dark:text-slate-50">{wholeNumber.format(counts[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A saved newsletter's test and sending, or, once it went out, its delivery. */
export function NewsletterSending({ newsletter, unsaved }: { newsletter: Newsletter; unsaved: boolean }) {
  return (
    <div className="space-y-6">
      {unsaved ? <p className="font-medium text-amber-900 dark:text-amber-200">Save your changes first: the test and the sending use the saved newsletter.</p> : null}
      {isEditable(newsletter) ? null : <Delivery newsletter={newsletter} />}
      <SendTest newsletter={newsletter} unsaved={unsaved} />
      {isEditable(newsletter) ? <SendToEveryone newsletter={newsletter} unsaved={unsaved} /> : null}
    </div>
  );
}
