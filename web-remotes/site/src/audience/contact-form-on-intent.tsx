import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '@harmony/ui';
import { ContactFields, contactFieldNames, contactSendFailure } from './contact-fields.js';
import type { ContactForm as ContactFormComponent } from './contact-form.js';
import type { ContactForm as ContactFormValues } from './form-rules.js';

export interface ContactFormOnIntentProps {
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/** Where the visitor was: the control (its index in `form.elements`, the same in both renderings) and its caret. */
interface Focus {
  index: number;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
}

function readValues(form: HTMLFormElement): ContactFormValues {
  const value = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
  };
  return Object.fromEntries(contactFieldNames.map((name) => [name, value(name)])) as ContactFormValues;
}

function readFocus(form: HTMLFormElement): Focus | null {
  const active = document.activeElement;
  const index = Array.prototype.indexOf.call(form.elements, active);
  if (index < 0) return null;
  // selectionStart is null on controls without a caret (an email input, the button).
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  const selection =
    text && text.selectionStart !== null && text.selectionEnd !== null
      ? { start: text.selectionStart, end: text.selectionEnd, direction: text.selectionDirection ?? 'none' }
      : null;
  return { index, selection };
}

function restoreFocus(form: HTMLFormElement, { index, selection }: Focus) {
  const control = form.elements.item(index);
  if (!(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  if (selection && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    try {
      control.setSelectionRange(selection.start, selection.end, selection.direction);
    } catch {
      // A control whose type has no caret: focus is what matters.
    }
  }
}

/**
 * The contact form as /contact's first view carries it: the same markup (ContactFields), prerendered and
 * usable at once, without react-hook-form, zod and the sending code (17 KB compressed, a tenth of what the
 * page's first view carried). That code is fetched when the visitor reaches for the form (focus, pointer,
 * key, input, or a submission), and the working form then takes over with what was typed, focus and caret
 * where they were; a submission made before it arrived is held and made once it is live.
 * A plain import() and a state swap, not React.lazy: a lazy boundary inside the prerendered page is sent
 * with an inline script the CSP refuses (see contact-page.tsx).
 */
export function ContactFormOnIntent({ labelledBy }: ContactFormOnIntentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitHeld = useRef(false);
  const [live, setLive] = useState<{ Form: typeof ContactFormComponent; values: ContactFormValues } | null>(null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./contact-form.js').then(
      ({ ContactForm }) => {
        const light = formRef.current;
        if (!light) return; // the visitor left the page meanwhile
        // Read and swap in one synchronous step: no keystroke can land between the reading and the new form.
        const focus = readFocus(light);
        const values = readValues(light);
        flushSync(() => setLive({ Form: ContactForm, values }));
        const form = formRef.current;
        if (!form) return;
        if (focus) restoreFocus(form, focus);
        if (submitHeld.current) {
          submitHeld.current = false;
          form.requestSubmit();
        }
      },
      () => {
        // Offline, say: the next reach for the form tries again; a held submission is answered, not dropped silently.
        loading.current = false;
        if (submitHeld.current) {
          submitHeld.current = false;
          toast({ title: contactSendFailure.title, description: contactSendFailure.fallback, variant: 'destructive' });
        }
      },
    );
  }, []);

  // Focused before the app started (the prerendered form): the visitor is already there.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) load();
  }, [load]);

  if (live) return <live.Form ref={formRef} labelledBy={labelledBy} defaultValues={live.values} />;

  const holdSubmission = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitHeld.current = true;
    load();
  };
  return <ContactFields ref={formRef} labelledBy={labelledBy} onFocus={load} onPointerDown={load} onKeyDown={load} onInput={load} onSubmit={holdSubmission} />;
}
