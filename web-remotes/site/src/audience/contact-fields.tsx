import type { FormHTMLAttributes, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Send } from 'lucide-react';
import { submitButtonClass, TextAreaField, TextField } from '@harmony/ui/form-fields';
import { HoneypotField } from './form-controls.js';
import type { ContactForm as ContactFormValues } from './form-rules.js';

export type ContactFieldName = keyof ContactFormValues;

/** The contact form's controls in document order; `form.elements` lists them so, then the button. */
export const contactFieldNames = ['name', 'email', 'subject', 'message', 'website'] as const satisfies readonly ContactFieldName[];

/** The toast when a message could not be sent (SPEC §8), whichever rendering failed to send it. */
export const contactSendFailure = Object.freeze({ title: 'Message Failed', fallback: 'Please try again later.' });

export type ContactControlProps = Partial<UseFormRegisterReturn<ContactFieldName>> & { name: ContactFieldName };

export interface ContactFieldsProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children' | 'method' | 'noValidate'> {
  /** The id of the heading that names the form (the home page's contact section heading, say). */
  labelledBy?: string;
  ref?: Ref<HTMLFormElement>;
  /** What a form library attaches to each control (react-hook-form's `register`); without it, plain named controls. */
  control?: (name: ContactFieldName) => ContactControlProps;
  /** The message shown under a field, if any. */
  errorOf?: (name: ContactFieldName) => string | undefined;
  sending?: boolean;
}

/**
 * The contact form's markup, in one place for its two renderings: the working form (contact-form.tsx, with
 * react-hook-form and the validation rules) and the light one /contact prerenders and shows until the visitor
 * reaches for it (contact-form-on-intent.tsx). Both render the same controls in the same order, so the one
 * can take over from the other (values, focus) without the page moving.
 */
export function ContactFields({ labelledBy, ref, control = (name) => ({ name }), errorOf = () => undefined, sending = false, ...form }: ContactFieldsProps) {
  return (
    // method="post": on /contact the server's markup shows the form before the script that sends it has
    // started; a submission then must not carry the visitor's message into a URL (history, logs).
    <form ref={ref} method="post" noValidate {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Contact form' })} className="space-y-5 text-left" {...form}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" autoComplete="name" error={errorOf('name')} {...control('name')} />
        <TextField id="contact-email" label="Email" type="email" autoComplete="email" inputMode="email" error={errorOf('email')} {...control('email')} />
      </div>
      <TextField id="contact-subject" label="Subject" error={errorOf('subject')} {...control('subject')} />
      <TextAreaField id="contact-message" label="Message" error={errorOf('message')} {...control('message')} />
      <HoneypotField id="contact-website" {...control('website')} />
      <button type="submit" disabled={sending} className={`w-full sm:w-auto ${submitButtonClass}`}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
