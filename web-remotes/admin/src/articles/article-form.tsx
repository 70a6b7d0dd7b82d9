import { useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import { Link, useNavigate } from '@harmony/mf-config/router';
import { adminPaths, articlePath, slugify } from '@harmony/site-config';
import { CheckboxField, submitButtonClass, TextAreaField, TextField } from '@harmony/ui/form-fields';
import { formatDayAndTime, fromDateTimeLocal, imageUploadAccept, imageUploadFormats, secondaryLinkClass, submitForm, toDateTimeLocal } from '../common/index.js';
import { ArticleMarkdownEditor } from './article-markdown-editor.js';
import { ArticleStatusBadge } from './article-status.js';
import { useCreateArticleMutation, useUpdateArticleMutation, useUploadArticleImageMutation, type ArticleFields, type ManagedArticle } from './articles-api.js';

/** SPEC: a new article's category. */
export const defaultCategory = 'financial-advice';

// The blog's own messages (libs/blog), so the browser and the server say the same thing.
const required = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', message));
const articleSchema = z.object({
  title: required('The article title is required.'),
  slug: z.string(),
  excerpt: required('The excerpt is required.'),
  content: required('The article content is required.'),
  category: z.string(),
  /** Comma separated. */
  tags: z.string(),
  imageUrl: z.string(),
  featured: z.boolean(),
  published: z.boolean(),
  /** A `datetime-local` value; empty: now. */
  publishedAt: z.string(),
});
type ArticleFormValues = z.infer<typeof articleSchema>;
type FieldName = keyof ArticleFormValues;

/** The fields a server field error may name: the API's names are the form's. */
const fieldNames: readonly Path<ArticleFormValues>[] = ['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'imageUrl', 'featured', 'published', 'publishedAt'];

export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * Each field as the API takes it. `isNew`: an empty image or date is left out of a new article (no image,
 * now); emptied on an edit, the image is removed (null) and the article is dated now.
 */
const toApi: { [K in FieldName]: (value: ArticleFormValues[K], isNew: boolean) => Partial<ArticleFields> } = {
  title: (title) => ({ title }),
  slug: (slug) => ({ slug: slug.trim() }),
  excerpt: (excerpt) => ({ excerpt }),
  content: (content) => ({ content }),
  category: (category) => ({ category: category.trim() }),
  tags: (tags) => ({ tags: parseTags(tags) }),
  imageUrl: (imageUrl, isNew) => (imageUrl.trim() ? { imageUrl: imageUrl.trim() } : isNew ? {} : { imageUrl: null }),
  featured: (featured) => ({ featured }),
  published: (published) => ({ published }),
  publishedAt: (value, isNew) => {
    const at = fromDateTimeLocal(value);
    if (at) return { publishedAt: at };
    return isNew ? {} : { publishedAt: new Date().toISOString() };
  },
};

function fieldsToApi(values: ArticleFormValues, names: readonly FieldName[], isNew: boolean): Partial<ArticleFields> {
  // A field's converter takes that field's value: TypeScript cannot pair them through the loop variable.
  const convert = (name: FieldName) => (toApi[name] as (value: ArticleFormValues[FieldName], isNew: boolean) => Partial<ArticleFields>)(values[name], isNew);
  return Object.assign({}, ...names.map(convert)) as Partial<ArticleFields>;
}

const emptyArticle: ArticleFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: defaultCategory,
  tags: '',
  imageUrl: '',
  featured: false,
  published: true,
  publishedAt: '',
};

const valuesOf = (article: ManagedArticle): ArticleFormValues => ({
  title: article.title,
  slug: article.slug,
  excerpt: article.excerpt,
  content: article.content,
  category: article.category,
  tags: article.tags.join(', '),
  imageUrl: article.imageUrl ?? '',
  featured: article.featured,
  published: article.published,
  publishedAt: toDateTimeLocal(article.publishedAt),
});

/** "Scheduled: public from 12 Nov 2026, 7:00 pm" when a published article's date is still to come. */
function ScheduleNote({ published, publishedAt }: { published: boolean; publishedAt: string }) {
  const at = fromDateTimeLocal(publishedAt);
  if (!published || !at || new Date(at).getTime() <= Date.now()) return null;
  return <p className="text-sm font-medium text-amber-900 dark:text-amber-200">Scheduled: public from {formatDayAndTime(at)}.</p>;
}

/**
 * A new article (no `article`) or an existing one. The slug follows the title on a new article until
 * the owner types a slug of their own (an existing article keeps its slug, and so its address); emptying
 * the slug makes it follow the title again. An edit sends only the fields that changed.
 */
export function ArticleForm({ article }: { article?: ManagedArticle }) {
  const isNew = article === undefined;
  const navigate = useNavigate();
  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();
  const [uploadImage] = useUploadArticleImageMutation();
  const [image, setImage] = useState<File | null>(null);
  const slugFollowsTitle = useRef(isNew);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, dirtyFields, isSubmitting },
  } = useForm<ArticleFormValues>({ resolver: zodResolver(articleSchema), defaultValues: article ? valuesOf(article) : emptyArticle });
  const [content, published, publishedAt] = useWatch({ control, name: ['content', 'published', 'publishedAt'] });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle.current) setValue('slug', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      slugFollowsTitle.current = event.target.value.trim() === '';
    },
  });

  const onSubmit = async (values: ArticleFormValues) => {
    const names = Object.keys(emptyArticle) as FieldName[];
    const sent = isNew
      ? // A slug that only follows the title is left to the server, which numbers it if another article has it.
        (fieldsToApi(values, slugFollowsTitle.current ? names.filter((name) => name !== 'slug') : names, true) as ArticleFields)
      : fieldsToApi(
          values,
          names.filter((name) => dirtyFields[name]),
          false,
        );
    // The article is written first, its image after (as an episode's cover): a refused image leaves the
    // article saved, to retry the image on.
    let saved: ManagedArticle | undefined = article;
    const accepted = await submitForm({
      send: async () => {
        if (!article) saved = await create(sent as ArticleFields).unwrap();
        else if (Object.keys(sent).length > 0 || !image) saved = await update({ id: article.id, changes: sent }).unwrap();
        if (image && saved) saved = await uploadImage({ id: saved.id, file: image }).unwrap();
      },
      fields: fieldNames,
      setError,
      success: { title: isNew ? 'Article created' : 'Article saved', description: values.title },
      failure: { title: isNew ? 'Could not create the article' : 'Could not save the article', fallback: 'Please try again.' },
    });
    if (accepted) await navigate(adminPaths.articles);
    else if (saved && isNew) await navigate(`${adminPaths.articles}/${saved.id}`, { replace: true });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={adminPaths.articles} className={secondaryLinkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to articles
        </Link>
        {article ? (
          <div className="flex flex-wrap items-center gap-3">
            <ArticleStatusBadge status={article.status} />
            {article.status === 'published' ? (
              <a href={articlePath(article.slug)} target="_blank" rel="noopener noreferrer" className={secondaryLinkClass}>
                <ExternalLink aria-hidden="true" className="size-4" />
                View on site<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      <h2 className="text-xl font-semibold">{isNew ? 'New article' : `Edit “${article.title}”`}</h2>
      <form noValidate aria-label={isNew ? 'New article' : 'Edit article'} className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="article-title" label="Title" error={errors.title?.message} {...titleField} />
          <TextField
            id="article-slug"
            label="Slug"
            hint={isNew ? 'Made from the title until you change it: the article’s address, /blog/slug.' : 'The article’s address, /blog/slug. A new slug moves the article.'}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.slug?.message}
            {...slugField}
          />
        </div>
        <TextAreaField id="article-excerpt" label="Excerpt" rows={3} error={errors.excerpt?.message} {...register('excerpt')} />
        <ArticleMarkdownEditor
          id="article-content"
          label="Content (markdown)"
          rows={18}
          error={errors.content?.message}
          {...register('content')}
          markdown={content}
          previewLabel="Article preview"
          emptyHint="Write some content to see it as readers will."
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextField id="article-category" label="Category" hint="Lower-case words joined by hyphens." autoCapitalize="none" error={errors.category?.message} {...register('category')} />
          <TextField id="article-tags" label="Tags" hint="Separated by commas." error={errors.tags?.message} {...register('tags')} />
          <div className="space-y-3">
            <TextField id="article-image-url" label="Image URL (optional)" hint="/media/… or https://…" inputMode="url" autoCapitalize="none" spellCheck={false} error={errors.imageUrl?.message} {...register('imageUrl')} />
            <TextField
              id="article-image-file"
              label="Or upload an image"
              type="file"
              accept={imageUploadAccept}
              hint={`${imageUploadFormats}. Replaces the URL when saved.`}
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
            {article?.imageUrl ? <img src={article.imageUrl} alt="Current image" className="size-24 rounded-md object-cover" /> : null}
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <CheckboxField id="article-featured" label="Featured" hint="Shown among the featured articles." {...register('featured')} />
          <CheckboxField id="article-published" label="Published" hint="Untick to keep it as a draft." {...register('published')} />
          <div className="space-y-1">
            <TextField id="article-published-at" label="Publish date" hint="Empty: now. A later date schedules the article." type="datetime-local" error={errors.publishedAt?.message} {...register('publishedAt')} />
            <ScheduleNote published={published} publishedAt={publishedAt} />
          </div>
        </div>
        {errors.featured?.message || errors.published?.message ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.featured?.message ?? errors.published?.message}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
            <Save aria-hidden="true" className="size-4" />
            {isSubmitting ? 'Saving…' : isNew ? 'Create article' : 'Save changes'}
          </button>
          <Link to={adminPaths.articles} className={secondaryLinkClass}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
