import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ExternalLink, Newspaper, Save } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { Button, toast } from '@harmony/ui';
import { CheckboxField, TextAreaField, TextField } from '@harmony/ui/form-fields';
import { apiErrorMessage } from '@harmony/web-api';
import { primaryLinkClass, StatusBadge, submitForm, type BadgeTone } from '../common/index.js';
import { useEditBlogPostMutation, useGetEpisodeBlogPostsQuery, usePublishBlogPostMutation, type EpisodeBlogPost, type PublishedBlogPost } from './content-api.js';
import { EpisodeContentStates } from './episode-content-states.js';
import type { PickedEpisode } from '../episode-picker/index.js';

type BlogPostForm = Pick<EpisodeBlogPost, 'title' | 'excerpt' | 'content'>;
const blogPostFields = ['title', 'excerpt', 'content'] as const;

const statuses: Record<EpisodeBlogPost['status'], { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'amber' },
  scheduled: { label: 'Scheduled', tone: 'slate' },
  published: { label: 'Published', tone: 'green' },
};

const card = 'space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** "Publish as article": the blog context makes an article of the post, public now or left unpublished. */
function PublishAsArticle({ post, unsaved }: { post: EpisodeBlogPost; unsaved: boolean }) {
  const [publish, { isLoading }] = usePublishBlogPostMutation();
  const [publicNow, setPublicNow] = useState(true);
  const [article, setArticle] = useState<PublishedBlogPost['article']>();

  const onPublish = async () => {
    try {
      const { article: made } = await publish({ id: post.id, episodeId: post.episodeId, published: publicNow }).unwrap();
      setArticle(made);
      toast(
        made.published
          ? { title: 'Article published', description: `"${post.title}" is on the blog at /blog/${made.slug}.` }
          : { title: 'Article created', description: `"${post.title}" is an unpublished article: finish it in Articles.` },
      );
    } catch (error) {
      toast({ title: 'Article not created', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };

  const articleLink = article?.published ? (
    <Link to={`/blog/${article.slug}`} className={`inline-flex items-center gap-1 ${primaryLinkClass}`}>
      View the article
      <ExternalLink aria-hidden="true" className="size-4" />
    </Link>
  ) : null;
  if (post.status === 'published') return articleLink;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <CheckboxField
        id={`blog-post-${post.id}-public`}
        label="Make it public now"
        hint="Unticked: an unpublished article to finish in Articles."
        checked={publicNow}
        onChange={(event) => setPublicNow(event.target.checked)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void onPublish()} disabled={isLoading || unsaved}>
          <Newspaper aria-hidden="true" className="size-4" />
          Publish as article
          <span className="sr-only"> {post.title}</span>
        </Button>
        {unsaved ? <p className="text-sm text-slate-700 dark:text-slate-200">Save your changes first.</p> : null}
        {articleLink}
      </div>
    </div>
  );
}

/** One draft: its words editable (the server checks them and names the field at fault), then publishing. */
function BlogPostEditor({ post }: { post: EpisodeBlogPost }) {
  const [edit] = useEditBlogPostMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BlogPostForm>({ defaultValues: { title: post.title, excerpt: post.excerpt, content: post.content } });
  const { label, tone } = statuses[post.status];
  const published = post.status === 'published';
  const headingId = `blog-post-${post.id}-heading`;

  const onSubmit = async (form: BlogPostForm) => {
    const accepted = await submitForm({
      send: () => edit({ id: post.id, episodeId: post.episodeId, changes: form }).unwrap(),
      fields: blogPostFields,
      setError,
      success: { title: 'Blog post saved', description: form.title },
      failure: { title: 'Blog post not saved', fallback: 'Please try again.' },
    });
    if (accepted) reset(form);
  };

  return (
    <article aria-labelledby={headingId} className={card}>
      <header className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={tone}>{label}</StatusBadge>
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-50">
          {post.title}
        </h2>
      </header>
      <form noValidate aria-label={`Edit ${post.title}`} onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <fieldset disabled={published} className="space-y-4">
          <TextField id={`blog-post-${post.id}-title`} label="Title" error={errors.title?.message} {...register('title')} />
          <TextAreaField id={`blog-post-${post.id}-excerpt`} label="Excerpt" rows={3} error={errors.excerpt?.message} {...register('excerpt')} />
          <TextAreaField id={`blog-post-${post.id}-content`} label="Content (Markdown)" rows={14} className="font-mono" error={errors.content?.message} {...register('content')} />
        </fieldset>
        {published ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">Published as an article: edit it in Articles.</p>
        ) : (
          <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
            <Save aria-hidden="true" className="size-4" />
            {isSubmitting ? 'Saving…' : 'Save'}
            <span className="sr-only"> {post.title}</span>
          </Button>
        )}
      </form>
      <PublishAsArticle post={post} unsaved={isDirty} />
    </article>
  );
}

/** The episode's blog post drafts, each editable and publishable as a blog article. */
export function BlogPostsPanel({ episode }: { episode: PickedEpisode }) {
  const { id: episodeId, number: episodeNumber } = episode;
  return (
    <EpisodeContentStates read={useGetEpisodeBlogPostsQuery(episodeId)} episodeNumber={episodeNumber} what="blog posts" emptyText="upload its audio to generate them." placeholder="h-96">
      {(posts) => (
        <div className="space-y-6">
          {posts.map((post) => (
            <BlogPostEditor key={post.id} post={post} />
          ))}
        </div>
      )}
    </EpisodeContentStates>
  );
}
