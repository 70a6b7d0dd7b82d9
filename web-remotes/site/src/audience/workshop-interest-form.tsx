import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useRegisterWorkshopInterestMutation } from './audience-api.js';
import { submitForm } from './submit-form.js';
import { submitButtonClass, TextAreaField, TextField } from '@harmony/ui/form-fields';
import { HoneypotField } from './form-controls.js';
import { workshopInterestSchema, type WorkshopInterestForm } from './form-rules.js';

const emptyForm: WorkshopInterestForm = { firstName: '', lastName: '', email: '', phone: '', partnerName: '', interests: '', newsletter: false, website: '' };
const fields = ['firstName', 'lastName', 'email', 'phone', 'partnerName', 'interests', 'newsletter'] as const;

/**
 * The workshop interest form (SPEC §2 "Workshop page", §5, §8): idle, submitting, then a thank-you
 * view that stays — the form does not come back (SPEC §4). Posts to /api/workshop/interest.
 */
export function WorkshopInterestForm() {
  const [register, { isLoading }] = useRegisterWorkshopInterestMutation();
  const [registered, setRegistered] = useState(false);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WorkshopInterestForm>({ resolver: zodResolver(workshopInterestSchema), defaultValues: emptyForm });

  const onSubmit = async ({ phone, partnerName, ...form }: WorkshopInterestForm) => {
    const accepted = await submitForm({
      send: () => register({ ...form, ...(phone ? { phone } : {}), ...(partnerName ? { partnerName } : {}) }).unwrap(),
      fields,
      setError,
      success: { title: 'Interest Registered!', description: "We'll notify you when workshop registration opens." },
      failure: { title: 'Registration Failed', fallback: 'Please try again later.' },
    });
    if (accepted) setRegistered(true);
  };

  if (registered) return <WorkshopThankYou />;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="workshop-form-title" className="space-y-5">
      <h3 id="workshop-form-title" className="text-xl font-bold text-slate-900 dark:text-slate-50">
        Register Your Interest
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="workshop-first-name" label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
        <TextField id="workshop-last-name" label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
      </div>
      <TextField id="workshop-email" label="Email Address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...field('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="workshop-phone" label="Phone Number (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        <TextField id="workshop-partner-name" label="Partner's Name (optional)" autoComplete="off" error={errors.partnerName?.message} {...field('partnerName')} />
      </div>
      <TextAreaField
        id="workshop-interests"
        label="What would you most like to learn?"
        placeholder="For example: how to set up a joint budget, or how to talk about debt without arguing."
        error={errors.interests?.message}
        {...field('interests')}
      />
      <div className="flex items-start gap-3">
        <input
          id="workshop-newsletter"
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:focus-visible:outline-emerald-400"
          {...field('newsletter')}
        />
        <label htmlFor="workshop-newsletter" className="text-sm text-slate-800 dark:text-slate-200">
          Also send me the weekly newsletter with money tips for couples
        </label>
      </div>
      <HoneypotField id="workshop-website" {...field('website')} />
      <button type="submit" disabled={isLoading} className={`w-full sm:w-auto ${submitButtonClass}`}>
        {isLoading ? 'Registering...' : 'Register Interest'}
      </button>
    </form>
  );
}

function WorkshopThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form just left the page: move focus to what replaced it so keyboard users are not lost.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div data-testid="workshop-thank-you" className="rounded-lg border border-emerald-300 bg-emerald-50 p-6 text-center dark:border-emerald-800 dark:bg-emerald-950">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-700 dark:text-emerald-300" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none dark:text-slate-50">
        Thank You for Your Interest!
      </h3>
      <p className="mt-3 text-slate-800 dark:text-slate-200">We'll notify you when workshop registration opens.</p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Keep an eye on your inbox — places are limited to 15 couples.</p>
    </div>
  );
}
