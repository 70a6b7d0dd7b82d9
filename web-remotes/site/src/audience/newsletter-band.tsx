import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useLocation } from '@harmony/mf-config/router';
import { useSubscribeToNewsletterMutation } from './audience-api.js';
import { submitForm } from './submit-form.js';
import { focusRing } from '@harmony/ui';
import { submitButtonClass, TextField } from '@harmony/ui/form-fields';
import { useSiteConfig } from '../site-config.js';
import { HoneypotField } from './form-controls.js';
import { newsletterSchema, type NewsletterForm } from './form-rules.js';
import { NewsletterIntro, newsletterEmailId, newsletterSectionClass, newsletterSectionId } from './newsletter-intro.js';

/** SPEC §7: every signup from the band joins the podcast engagement sequence. */
export const newsletterTags = ['podcast_engagement_sequence'];

/** Brings the band into view and puts the cursor in its email field; false when the band is not on the page. */
export function focusNewsletterField(): boolean {
  const field = document.getElementById(newsletterEmailId);
  if (!field) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  document.getElementById(newsletterSectionId)?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}

const emptyForm: NewsletterForm = { email: '', website: '' };

/**
 * The home page's newsletter band (SPEC §2 "Newsletter band", §8). After a signup it shows the
 * thank-you card and the sequence preview, and the form resets for another address (SPEC §4).
 *
 * Focus from outside: whenever the location's hash becomes `#newsletter` (the header's "Subscribe"
 * link to `/#newsletter`, also when it is clicked again), the band scrolls into view with its email
 * field focused. Code elsewhere on the page can call `focusNewsletterField()` for the same effect.
 */
export function NewsletterBand() {
  const { contactEmail } = useSiteConfig();
  const { hash, key } = useLocation();
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();
  const [subscribed, setSubscribed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterForm>({ resolver: zodResolver(newsletterSchema), defaultValues: emptyForm });

  useEffect(() => {
    if (hash === `#${newsletterSectionId}`) focusNewsletterField();
  }, [hash, key]);

  const onSubmit = async (form: NewsletterForm) => {
    const accepted = await submitForm({
      send: () => subscribe({ email: form.email, tags: newsletterTags, website: form.website }).unwrap(),
      fields: ['email'],
      setError,
      success: { title: 'Successfully subscribed!', description: "You've been added to our newsletter. Check your inbox for your welcome email!" },
      failure: { title: 'Subscription failed', fallback: 'Please try again later' },
    });
    if (!accepted) return;
    setSubscribed(true);
    reset(emptyForm);
  };

  return (
    <section id={newsletterSectionId} aria-labelledby="newsletter-title" className={newsletterSectionClass}>
      <div className="mx-auto max-w-3xl text-center">
        <NewsletterIntro />
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Newsletter signup" className="mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start">
          <TextField
            id={newsletterEmailId}
            label="Email address"
            hideLabel
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Enter your email address"
            className="flex-1"
            error={errors.email?.message}
            {...register('email')}
          />
          <HoneypotField id="newsletter-website" {...register('website')} />
          <button type="submit" disabled={isLoading} className={`shrink-0 ${submitButtonClass}`}>
            {isLoading ? 'Subscribing...' : 'Subscribe Now'}
          </button>
        </form>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">We respect your privacy. No spam, ever — unsubscribe at any time.</p>
        {subscribed ? <NewsletterThankYou contactEmail={contactEmail} /> : null}
      </div>
    </section>
  );
}

/** SPEC §2: the thank-you card with the mailto link and the email-sequence preview. */
function NewsletterThankYou({ contactEmail }: { contactEmail: string }) {
  return (
    <div data-testid="newsletter-thank-you" className="mx-auto mt-8 max-w-xl rounded-lg border border-emerald-300 bg-white p-6 text-left shadow-sm dark:border-emerald-800 dark:bg-slate-950">
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-slate-50">
        <MailCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700 dark:text-emerald-300" />
        Thank you for subscribing!
      </h3>
      <p className="mt-3 text-slate-800 dark:text-slate-200">Here is what lands in your inbox next:</p>
      <ol aria-label="What to expect" className="mt-3 space-y-2 text-slate-800 dark:text-slate-200">
        <li>
          <strong>Day 0:</strong> a welcome email with our top episode
        </li>
        <li>
          <strong>Day 3:</strong> three episodes to listen to together
        </li>
        <li>
          <strong>Day 7:</strong> an invitation to our social community and a free budgeting template
        </li>
        <li>
          <strong>And more:</strong> weekly money tips for couples
        </li>
      </ol>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        Questions? Write to us at{' '}
        <a href={`mailto:${contactEmail}`} className={`rounded-sm font-semibold break-all text-emerald-800 underline dark:text-emerald-300 ${focusRing}`}>
          {contactEmail}
        </a>
        .
      </p>
    </div>
  );
}
