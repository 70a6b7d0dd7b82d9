import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { focusRing } from './focus-ring.js';

const control = `block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400 ${focusRing}`;
const controlBorder = (invalid: boolean) => (invalid ? 'border-red-700 dark:border-red-400' : 'border-slate-400 dark:border-slate-500');

export const fieldLabelClass = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200';
export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
export const submitButtonClass = `inline-flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 disabled:cursor-wait disabled:opacity-70 ${focusRing}`;

const errorId = (id: string) => `${id}-error`;

/** aria-invalid and aria-describedby for a control with an optional error (and hint). */
function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className={fieldErrorClass}>
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
      <label htmlFor={id} className={hideLabel ? 'sr-only' : fieldLabelClass}>
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
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <textarea id={id} ref={ref} rows={5} className={`${control} ${controlBorder(Boolean(error))}`} {...describedBy(id, error)} {...textarea} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  /** A line under the label saying what ticking it does. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it (the whole label toggles it) and an optional hint. */
export function CheckboxField({ id, label, hint, className = '', ref, ...input }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input id={id} ref={ref} type="checkbox" aria-describedby={hintId} className={`mt-1 size-4 shrink-0 accent-emerald-700 ${focusRing}`} {...input} />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
