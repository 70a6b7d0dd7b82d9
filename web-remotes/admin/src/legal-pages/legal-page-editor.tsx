import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ExternalLink, Save } from 'lucide-react';
import { legalPageNames, sitePaths } from '@harmony/site-config';
import { submitButtonClass } from '@harmony/ui/form-fields';
import { formatDayAndTime, secondaryLinkClass, submitForm } from '../common/index.js';
// Legal pages are rendered with the articles' renderer.
import { ArticleMarkdownEditor } from '../articles/index.js';
import { useUpdateLegalPageMutation, type ManagedLegalPage } from './legal-pages-api.js';

// The blog context's rules (libs/blog legal-page.ts), so the browser and the server say the same thing.
const contentLimit = 20_000;
const legalPageSchema = z.object({
  content: z
    .string()
    .check(
      z.refine((text) => text.trim() !== '', 'The page content is required.'),
      z.refine((text) => text.trim().length <= contentLimit, `The page content must be at most ${contentLimit.toLocaleString('en-AU')} characters.`),
    ),
});
type LegalPageValues = z.infer<typeof legalPageSchema>;
const fieldNames: readonly Path<LegalPageValues>[] = ['content'];

/** One legal page's markdown beside its live preview; a save is public at once. */
export function LegalPageEditor({ page }: { page: ManagedLegalPage }) {
  const [update] = useUpdateLegalPageMutation();
  const name = legalPageNames[page.kind];
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LegalPageValues>({ resolver: zodResolver(legalPageSchema), defaultValues: { content: page.content } });
  const content = useWatch({ control, name: 'content' });

  const onSubmit = async (values: LegalPageValues) => {
    let saved: ManagedLegalPage | undefined;
    const accepted = await submitForm({
      send: async () => {
        saved = await update({ kind: page.kind, content: values.content }).unwrap();
      },
      fields: fieldNames,
      setError,
      success: { title: `${name} saved`, description: 'The public page shows it now.' },
      failure: { title: `Could not save the ${name}`, fallback: 'Please try again.' },
    });
    // The stored text (trimmed) becomes the form's starting point.
    if (accepted && saved) reset({ content: saved.content });
  };

  return (
    <form noValidate aria-label={`Edit the ${name}`} className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {page.updatedAt ? `Last saved ${formatDayAndTime(page.updatedAt)}.` : 'The default text shipped with the site: it describes what the site records. Edit it to make it yours.'}
        </p>
        <a href={sitePaths[page.kind]} target="_blank" rel="noopener noreferrer" className={secondaryLinkClass}>
          <ExternalLink aria-hidden="true" className="size-4" />
          View on site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <ArticleMarkdownEditor
        id={`legal-page-${page.kind}-content`}
        label="Content (markdown)"
        rows={22}
        error={errors.content?.message}
        {...register('content')}
        markdown={content}
        previewLabel={`${name} preview`}
        emptyHint="Write the page to see it as visitors will."
      />
      <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
        <Save aria-hidden="true" className="size-4" />
        {isSubmitting ? 'Saving…' : `Save the ${name}`}
      </button>
    </form>
  );
}
