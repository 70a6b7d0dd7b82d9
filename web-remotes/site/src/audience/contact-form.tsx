import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { submitForm, useSendContactMessageMutation } from '@harmony/web-api';
import { submitButtonClass, TextAreaField, TextField } from '@harmony/ui';
import { HoneypotField } from './form-controls.js';
import { contactSchema, type ContactForm as ContactFormValues } from './form-rules.js';

const emptyForm: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' };
const fields = ['name', 'email', 'subject', 'message'] as const;

export interface ContactFormProps {
  /** The id of the heading that names the form (the home page's contact section heading, say). */
  labelledBy?: string;
}

/** The contact form (SPEC §3 `contact_messages`: every field required). Posts to /api/contact and resets on success. */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: emptyForm });

  const onSubmit = async (form: ContactFormValues) => {
    const accepted = await submitForm({
      send: () => send(form).unwrap(),
      fields,
      setError,
      success: { title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you soon." },
      failure: { title: 'Message Failed', fallback: 'Please try again later.' },
    });
    if (accepted) reset(emptyForm);
  };

  return (
    // method="post": on /contact the server's markup shows the form before the script that sends it has
    // started; a submission then must not carry the visitor's message into a URL (history, logs).
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Contact form' })} className="space-y-5 text-left">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField id="contact-email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      </div>
      <TextField id="contact-subject" label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextAreaField id="contact-message" label="Message" error={errors.message?.message} {...register('message')} />
      <HoneypotField id="contact-website" {...register('website')} />
      <button type="submit" disabled={isLoading} className={`w-full sm:w-auto ${submitButtonClass}`}>
        <Send aria-hidden="true" className="size-4" />
        {isLoading ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
