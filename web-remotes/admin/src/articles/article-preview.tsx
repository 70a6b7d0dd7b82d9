import { useEffect, useState } from 'react';
import { articleProseClass, focusRing } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { usePreviewArticleMutation } from './articles-api.js';

/** How long typing must pause before the preview asks the server again. */
export const previewSettleMs = 400;

/**
 * The article's markdown as readers will see it, rendered by the server with the public page's renderer,
 * a moment after typing stops. The last good preview stays while the next one comes.
 */
export function ArticlePreview({ content }: { content: string }) {
  const [requestPreview] = usePreviewArticleMutation();
  const [settled, setSettled] = useState(content);
  const [html, setHtml] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(content), previewSettleMs);
    return () => clearTimeout(timer);
  }, [content]);

  useEffect(() => {
    if (!settled.trim()) {
      setHtml(undefined);
      setFailure(undefined);
      setUpdating(false);
      return;
    }
    const request = requestPreview({ content: settled });
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
    // Newer content was typed: this answer is stale, whenever it comes.
    return () => {
      current = false;
      request.abort();
    };
  }, [settled, requestPreview]);

  return (
    <section aria-labelledby="article-preview-heading" className="flex min-w-0 flex-col">
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <h2 id="article-preview-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
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
        aria-label="Article preview"
        tabIndex={0}
        className={`min-h-48 flex-1 overflow-y-auto rounded-md border border-slate-300 bg-white p-4 lg:max-h-[36rem] dark:border-slate-700 dark:bg-slate-950 ${focusRing}`}
      >
        {html === undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{settled.trim() ? 'Rendering the preview…' : 'Write some content to see it as readers will.'}</p>
        ) : (
          // The server rendered this with the public page's renderer and sanitized it (ARCHITECTURE §7):
          // it is the same HTML the article page puts into the page, safe to insert as it is.
          <div data-testid="article-preview" className={articleProseClass} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </section>
  );
}
