import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import { Link, useNavigate } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { Button, toast } from '@harmony/ui';
import { submitButtonClass, TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage } from '@harmony/web-api';
import { ConfirmDialog, secondaryLinkClass, submitForm } from '../common/index.js';
// The article editor's live preview: a newsletter's markdown is written like an article's.
import { ArticleMarkdownEditor } from '../articles/index.js';
import { isEditable, NewsletterStatusBadge, newsletterWhen } from './newsletter-status.js';
import { NewsletterSending } from './newsletter-sending.js';
import { newsletterLimits, useCreateNewsletterMutation, useDeleteNewsletterMutation, useUpdateNewsletterMutation, type Newsletter, type NewsletterFields } from './newsletters-api.js';

const number = (limit: number) => limit.toLocaleString('en-AU');
// The server's limits (CONTRACT-25), said before the form is sent.
const newsletterSchema = z.object({
  subject: z
    .string()
    .check(
      z.refine((text) => text.trim() !== '', 'The subject is required.'),
      z.refine((text) => !/[\r\n]/.test(text) && text.trim().length <= newsletterLimits.subject, `The subject must be one line of at most ${number(newsletterLimits.subject)} characters.`),
    ),
  previewText: z.string().check(z.refine((text) => text.trim().length <= newsletterLimits.previewText, `The preview text must be at most ${number(newsletterLimits.previewText)} characters.`)),
  content: z
    .string()
    .check(
      z.refine((text) => text.trim() !== '', 'The content is required.'),
      z.refine((text) => text.length <= newsletterLimits.content, `The content must be at most ${number(newsletterLimits.content)} characters.`),
    ),
});
type NewsletterFormValues = z.infer<typeof newsletterSchema>;
const fieldNames: readonly Path<NewsletterFormValues>[] = ['subject', 'previewText', 'content'];

const emptyNewsletter: NewsletterFormValues = { subject: '', previewText: '', content: '' };
const valuesOf = ({ subject, previewText, content }: Newsletter): NewsletterFormValues => ({ subject, previewText, content });

/** Delete, after asking: only a newsletter that has not gone out (the server says 409 otherwise). */
function DeleteNewsletter({ newsletter }: { newsletter: Newsletter }) {
  const navigate = useNavigate();
  const [remove, { isLoading }] = useDeleteNewsletterMutation();
  const onDelete = async () => {
    try {
      await remove(newsletter.id).unwrap();
      toast({ title: 'Newsletter deleted', description: newsletter.subject });
      await navigate(adminPaths.newsletters);
    } catch (error) {
      toast({ title: 'Could not delete the newsletter', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="text-red-800 dark:text-red-300" disabled={isLoading}>
          <Trash2 aria-hidden="true" className="size-4" />
          {newsletter.status === 'scheduled' ? 'Delete newsletter' : 'Delete draft'}
        </Button>
      }
      title="Delete this newsletter?"
      description={`“${newsletter.subject}” will be deleted for good${newsletter.status === 'scheduled' ? ' and will not go out' : ''}. This cannot be undone.`}
      confirmLabel="Delete newsletter"
      onConfirm={() => void onDelete()}
    />
  );
}

function Header({ newsletter }: { newsletter?: Newsletter }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={adminPaths.newsletters} className={secondaryLinkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to newsletters
        </Link>
        {newsletter ? (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
            <NewsletterStatusBadge status={newsletter.status} />
            {newsletterWhen(newsletter)}
          </p>
        ) : null}
      </div>
      <h2 className="text-xl font-semibold break-words">{newsletter ? `Newsletter “${newsletter.subject}”` : 'New newsletter'}</h2>
    </>
  );
}

/**
 * A new newsletter (no `newsletter`) or an existing one: subject, preview text and markdown beside its
 * live preview, saved as a draft; then, once saved, a test and the sending (NewsletterSending). One that
 * has gone out is shown as it went, read only. An edit sends only the fields that changed.
 */
export function NewsletterForm({ newsletter }: { newsletter?: Newsletter }) {
  const navigate = useNavigate();
  const [create] = useCreateNewsletterMutation();
  const [update] = useUpdateNewsletterMutation();
  const editable = newsletter === undefined || isEditable(newsletter);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, dirtyFields, isDirty, isSubmitting },
  } = useForm<NewsletterFormValues>({ resolver: zodResolver(newsletterSchema), defaultValues: newsletter ? valuesOf(newsletter) : emptyNewsletter });
  const content = useWatch({ control, name: 'content' });

  const onSubmit = async (values: NewsletterFormValues) => {
    const fields: NewsletterFields = { subject: values.subject.trim(), previewText: values.previewText.trim(), content: values.content };
    const changes = Object.fromEntries(Object.entries(fields).filter(([name]) => dirtyFields[name as keyof NewsletterFormValues])) as Partial<NewsletterFields>;
    let saved: Newsletter | undefined;
    const accepted = await submitForm({
      send: async () => {
        saved = newsletter ? await update({ id: newsletter.id, changes }).unwrap() : await create(fields).unwrap();
      },
      fields: fieldNames,
      setError,
      success: { title: 'Draft saved', description: fields.subject },
      failure: { title: 'Could not save the draft', fallback: 'Please try again.' },
    });
    if (!accepted || !saved) return;
    // A new newsletter gets its own address, where the test and the sending are.
    if (!newsletter) await navigate(`${adminPaths.newsletters}/${saved.id}`, { replace: true });
    else reset(valuesOf(saved));
  };

  return (
    <div className="space-y-6">
      <Header newsletter={newsletter} />
      {editable ? null : <p className="text-slate-700 dark:text-slate-200">This newsletter has gone out, so it can no longer be changed.</p>}
      <form noValidate aria-label={newsletter ? 'Edit newsletter' : 'New newsletter'} className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={!editable} className="space-y-6">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField id="newsletter-subject" label="Subject" maxLength={newsletterLimits.subject} error={errors.subject?.message} {...register('subject')} />
            <TextField
              id="newsletter-preview-text"
              label="Preview text (optional)"
              hint="The short line most inboxes show after the subject."
              maxLength={newsletterLimits.previewText}
              error={errors.previewText?.message}
              {...register('previewText')}
            />
          </div>
          <ArticleMarkdownEditor
            id="newsletter-content"
            label="Content (markdown)"
            rows={18}
            error={errors.content?.message}
            {...register('content')}
            markdown={content}
            previewLabel="Newsletter preview"
            emptyHint="Write your newsletter to see how it reads."
          />
        </fieldset>
        {editable ? (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
              <Save aria-hidden="true" className="size-4" />
              {isSubmitting ? 'Saving…' : newsletter?.status === 'scheduled' ? 'Save changes' : 'Save draft'}
            </button>
            {newsletter ? <DeleteNewsletter newsletter={newsletter} /> : null}
          </div>
        ) : null}
      </form>
      {newsletter ? <NewsletterSending newsletter={newsletter} unsaved={isDirty} /> : null}
    </div>
  );
}
