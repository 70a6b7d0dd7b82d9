import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSendContactMessageMutation } from './audience-api.js';
import { submitForm } from './submit-form.js';
import { ContactFields, contactSendFailure } from './contact-fields.js';
import { contactSchema, type ContactForm as ContactFormValues } from './form-rules.js';

const emptyForm: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' };
const fields = ['name', 'email', 'subject', 'message'] as const;

export interface ContactFormProps {
  /** The id of the heading that names the form (the home page's contact section heading, say). */
  labelledBy?: string;
  /** What the visitor had already typed into the light form this one takes over from (contact-form-on-intent.tsx). */
  defaultValues?: ContactFormValues;
  ref?: Ref<HTMLFormElement>;
}

/** The contact form (SPEC §3 `contact_messages`: every field required). Posts to /api/contact and resets on success. */
export function ContactForm({ labelledBy, defaultValues = emptyForm, ref }: ContactFormProps) {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues });

  const onSubmit = async (form: ContactFormValues) => {
    const accepted = await submitForm({
      send: () => send(form).unwrap(),
      fields,
      setError,
      success: { title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you soon." },
      failure: contactSendFailure,
    });
    if (accepted) reset(emptyForm);
  };

  return (
    <ContactFields
      ref={ref}
      labelledBy={labelledBy}
      control={register}
      errorOf={(name) => errors[name]?.message}
      sending={isLoading}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}
