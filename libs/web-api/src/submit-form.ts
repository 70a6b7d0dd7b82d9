import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { preloadToasts, toast, type ToastOptions } from '@harmony/ui';
import { apiErrorMessage, apiFieldErrors, type FieldError } from './api-error.js';

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
  /** The toast when it is accepted. */
  readonly success: Pick<ToastOptions, 'title' | 'description'>;
  /** The destructive toast when it is not: its title, and its text when the server gave no message. */
  readonly failure: { readonly title: string; readonly fallback: string };
}

/**
 * How every form answers a submission (SPEC §8): the success toast; or the server's field errors
 * under their fields and a destructive toast with the server's message. True when accepted.
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
