import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { focusRing, preloadToasts, toast, type ToastOptions } from '@harmony/ui';
import { apiErrorMessage, apiFieldErrors, type FieldError } from '@harmony/web-api';

const control = `block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400 ${focusRing}`;
const controlBorder = (invalid: boolean) => (invalid ? 'border-red-700 dark:border-red-400' : 'border-slate-400 dark:border-slate-500');

export const labelClass = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200';
export const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
export const submitClass = `inline-flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 disabled:cursor-wait disabled:opacity-70 ${focusRing}`;

const errorId = (id: string) => `${id}-error`;

/** aria-invalid and aria-describedby for a control with an optional error (and hint). */
function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className={errorClass}>
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** Hide the label visually (it stays the accessible name), for one-field forms like the newsletter. */
  hideLabel?: boolean;
}

/** A labelled input whose error sits under it, tied to it by aria-describedby. */
export function TextField({ id, label, error, hint, hideLabel = false, className = '', ref, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      <input id={id} ref={ref} className={`${control} ${controlBorder(Boolean(error))}`} {...describedBy(id, error, hintId)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ id, label, error, className = '', ref, ...textarea }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea id={id} ref={ref} rows={5} className={`${control} ${controlBorder(Boolean(error))}`} {...describedBy(id, error)} {...textarea} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The anti-spam honeypot every public form carries (the server drops a submission that fills it):
 * off-screen, hidden from assistive technology, out of the tab order and never autofilled.
 */
export function HoneypotField({ id, ref, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} ref={ref} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}

/** Puts the server's problem+json field errors under the fields they name; true when any matched. */
function showServerFieldErrors<T extends FieldValues>(errors: readonly FieldError[], fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  let shown = false;
  for (const { field, message } of errors) {
    const name = fields.find((known) => known === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

export interface FormSubmission<T extends FieldValues> {
  /** Sends the form (a mutation's `unwrap()`): resolves when the server accepted it. */
  readonly send: () => Promise<unknown>;
  /** The form's fields that a server field error may name. */
  readonly fields: readonly Path<T>[];
  readonly setError: UseFormSetError<T>;
  /** The SPEC's toast when it is accepted. */
  readonly success: Pick<ToastOptions, 'title' | 'description'>;
  /** The SPEC's destructive toast when it is not: its title, and its text when the server gave no message. */
  readonly failure: { readonly title: string; readonly fallback: string };
}

/**
 * How every public form answers a submission (SPEC §8): the success toast; or the server's field
 * errors under their fields and a destructive toast with the server's message. True when accepted.
 */
export async function submitForm<T extends FieldValues>({ send, fields, setError, success, failure }: FormSubmission<T>): Promise<boolean> {
  // A toast answers either way: its region (loaded with the first toast) comes in while the form is sent.
  void preloadToasts();
  try {
    await send();
    toast(success);
    return true;
  } catch (error) {
    showServerFieldErrors(apiFieldErrors(error), fields, setError);
    toast({ title: failure.title, description: apiErrorMessage(error) || failure.fallback, variant: 'destructive' });
    return false;
  }
}
