import { useEffect, useState } from 'react';
import { focusRing } from '@harmony/ui';
import { TextAreaField, type TextAreaFieldProps } from '@harmony/ui/form-fields';
import { apiErrorMessage } from '@harmony/web-api';

/** How long typing must pause before the preview asks the server again. */
export const previewSettleMs = 400;

/**
 * Asks the server for the markdown as the public page will show it: an RTK Query mutation's trigger
 * (the answer can be awaited, or dropped when newer text comes).
 */
export type RequestPreview = (markdown: string) => { unwrap(): Promise<{ html: string }>; abort(): void };

export interface MarkdownEditorProps extends TextAreaFieldProps {
  /** The text in the field as it is typed (the form's watched value): what the preview shows. */
  markdown: string;
  requestPreview: RequestPreview;
  /** The preview's accessible name, "Article preview". */
  previewLabel: string;
  /** The public page's look of the rendered HTML, so the preview shows what visitors will see. */
  proseClass: string;
  /** What the preview says while the field is empty. */
  emptyHint: string;
}

/**
 * A markdown field beside its live preview, rendered by the server with the public page's renderer a
 * moment after typing stops. The last good preview stays while the next one comes. The article editor's
 * and the episode description's.
 */
export function MarkdownEditor({ markdown, requestPreview, previewLabel, proseClass, emptyHint, className = '', ...field }: MarkdownEditorProps) {
  return (
    <div className={`grid gap-4 lg:grid-cols-2 ${className}`}>
      <TextAreaField className="min-w-0" {...field} />
      <MarkdownPreview id={field.id} markdown={markdown} requestPreview={requestPreview} label={previewLabel} proseClass={proseClass} emptyHint={emptyHint} />
    </div>
  );
}

interface MarkdownPreviewProps {
  /** The field's id, which the preview's ids start with. */
  id: string;
  markdown: string;
  requestPreview: RequestPreview;
  label: string;
  proseClass: string;
  emptyHint: string;
}

function MarkdownPreview({ id, markdown, requestPreview, label, proseClass, emptyHint }: MarkdownPreviewProps) {
  const [settled, setSettled] = useState(markdown);
  const [html, setHtml] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), previewSettleMs);
    return () => clearTimeout(timer);
  }, [markdown]);

  useEffect(() => {
    if (!settled.trim()) {
      setHtml(undefined);
      setFailure(undefined);
      setUpdating(false);
      return;
    }
    const request = requestPreview(settled);
    let current = true;
    setUpdating(true);
    request
      .unwrap()
      .then(({ html: rendered }) => {
        if (!current) return;
        setHtml(rendered);
        setFailure(undefined);
      })
      .catch((error: unknown) => {
        if (current) setFailure(apiErrorMessage(error) ?? 'Please try again.');
      })
      .finally(() => {
        if (current) setUpdating(false);
      });
    // Newer text was typed: this answer is stale, whenever it comes.
    return () => {
      current = false;
      request.abort();
    };
  }, [settled, requestPreview]);

  const headingId = `${id}-preview-heading`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Preview
        </h2>
        {updating ? <span className="text-xs text-slate-600 dark:text-slate-300">Updating…</span> : null}
      </div>
      {failure ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700 dark:text-red-300">
          The preview could not be updated. {failure}
        </p>
      ) : null}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`min-h-48 flex-1 overflow-y-auto rounded-md border border-slate-300 bg-white p-4 lg:max-h-[36rem] dark:border-slate-700 dark:bg-slate-950 ${focusRing}`}
      >
        {html === undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{settled.trim() ? 'Rendering the preview…' : emptyHint}</p>
        ) : (
          // The server rendered this with the public page's renderer and sanitized it (ARCHITECTURE §7):
          // it is the same HTML the public page puts into the page, safe to insert as it is.
          <div data-testid={`${id}-preview`} className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </section>
  );
}
