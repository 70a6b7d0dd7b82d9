import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast, type ToastOptions } from './toast-store.js';
import { preloadToasts } from './toast.js';

/** One invalid field as the server named it. */
export interface RefusedField {
  readonly field: string;
  readonly message: string;
}

/** What the server said when it refused a submission: its message (none when it gave none) and the fields it named. */
export interface SubmissionRefusal {
  readonly message: string | undefined;
  readonly fieldErrors: readonly RefusedField[];
}

/**
 * Reads a failed `send`'s error. The app passes the data layer's reader (`apiRefusal` of
 * @harmony/web-api): this library shows what the server said but knows nothing of how it is fetched.
 */
export type RefusalReader = (error: unknown) => SubmissionRefusal;

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

/** Puts the server's field errors under the fields they name, the first of them focused. */
function showServerFieldErrors<T extends FieldValues>(errors: readonly RefusedField[], fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  let shown = false;
  for (const { field, message } of errors) {
    const name = fields.find((known) => known === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
}

/**
 * How every form answers a submission (SPEC §8): the success toast; or the server's field errors
 * under their fields and a destructive toast with the server's message. The submit function it
 * returns resolves true when the server accepted the form.
 */
export function formSubmitter(readRefusal: RefusalReader) {
  return async function submitForm<T extends FieldValues>({ send, fields, setError, success, failure }: FormSubmission<T>): Promise<boolean> {
    // A toast answers either way: its region (loaded with the first toast) comes in while the form is sent.
    void preloadToasts();
    try {
      await send();
      toast(success);
      return true;
    } catch (error) {
      const refusal = readRefusal(error);
      showServerFieldErrors(refusal.fieldErrors, fields, setError);
      toast({ title: failure.title, description: refusal.message || failure.fallback, variant: 'destructive' });
      return false;
    }
  };
}
