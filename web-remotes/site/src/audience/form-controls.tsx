import type { InputHTMLAttributes, Ref } from 'react';

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
