import { Eye, EyeOff, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { Button, toast } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';
import { ConfirmDialog, DataTable, formatDay, Pagination, primaryLinkClass, SearchBox, secondaryLinkClass, StatusBadge, useListState, useStepBackFromEmptyPage, type DataColumn } from '../common/index.js';
import { ArticleStatusBadge } from './article-status.js';
import { useDeleteArticleMutation, useGetManagedArticlesQuery, useUpdateArticleMutation, type ManagedArticle } from './articles-api.js';

const actionButton = 'px-3 whitespace-nowrap';

const failed = (title: string, error: unknown) => toast({ title, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** What publishing an article did: it may be public now, or only from its (later) date. */
const publishedTitle = (article: ManagedArticle) => (article.status === 'scheduled' ? 'Article scheduled' : 'Article published');

/** Edit, publish or unpublish, feature or unfeature, delete (after asking): each says how it went. */
function ArticleActions({ article }: { article: ManagedArticle }) {
  const [update, { isLoading: updating }] = useUpdateArticleMutation();
  const [remove, { isLoading: removing }] = useDeleteArticleMutation();
  const busy = updating || removing;

  const togglePublished = async () => {
    try {
      const saved = await update({ id: article.id, changes: { published: !article.published } }).unwrap();
      toast({ title: saved.published ? publishedTitle(saved) : 'Article unpublished', description: article.title });
    } catch (error) {
      failed('Could not update the article', error);
    }
  };
  const toggleFeatured = async () => {
    try {
      await update({ id: article.id, changes: { featured: !article.featured } }).unwrap();
      toast({ title: article.featured ? 'Article unfeatured' : 'Article featured', description: article.title });
    } catch (error) {
      failed('Could not update the article', error);
    }
  };
  const deleteArticle = async () => {
    try {
      await remove(article.id).unwrap();
      toast({ title: 'Article deleted', description: article.title });
    } catch (error) {
      failed('Could not delete the article', error);
    }
  };

  // Every control names its article too, so a screen reader's list of buttons tells the rows apart.
  const which = <span className="sr-only"> “{article.title}”</span>;
  return (
    <div className="flex gap-2">
      <Link to={`${adminPaths.articles}/${article.id}`} className={secondaryLinkClass}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit{which}
      </Link>
      <Button variant="secondary" className={actionButton} disabled={busy} onClick={() => void togglePublished()}>
        {article.published ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {article.published ? 'Unpublish' : 'Publish'}
        {which}
      </Button>
      <Button variant="secondary" className={actionButton} disabled={busy} onClick={() => void toggleFeatured()}>
        <Star aria-hidden="true" className={`size-4 ${article.featured ? 'fill-current' : ''}`} />
        {article.featured ? 'Unfeature' : 'Feature'}
        {which}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className={`${actionButton} text-red-800 dark:text-red-300`} disabled={busy}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete{which}
          </Button>
        }
        title="Delete this article?"
        description={`“${article.title}” will be removed from the blog for good. This cannot be undone.`}
        confirmLabel="Delete article"
        onConfirm={() => void deleteArticle()}
      />
    </div>
  );
}

const columns: readonly DataColumn<ManagedArticle>[] = [
  { header: 'Title', rowHeader: true, className: 'min-w-56', cell: (article) => article.title },
  { header: 'Slug', className: 'font-mono text-xs break-all min-w-40', cell: (article) => article.slug },
  { header: 'Status', cell: (article) => <ArticleStatusBadge status={article.status} /> },
  {
    header: 'Featured',
    cell: (article) => (article.featured ? <StatusBadge tone="green">Featured</StatusBadge> : <span className="text-slate-600 dark:text-slate-300">No</span>),
  },
  {
    header: 'Published',
    className: 'whitespace-nowrap',
    cell: (article) => <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>,
  },
  { header: 'Actions', hideHeader: true, cell: (article) => <ArticleActions article={article} /> },
];

/** /admin/articles: every article, drafts and scheduled ones too, newest first, with its actions. */
export function ArticleList() {
  const { offset, limit, q = '', setOffset, setQuery } = useListState();
  const { data, error, isError, isLoading, isFetching, refetch } = useGetManagedArticlesQuery({ offset, limit, q });

  useStepBackFromEmptyPage(data?.items, offset, limit, setOffset);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full sm:w-auto sm:min-w-80">
          <SearchBox id="article-search" label="Search articles" value={q} onSearch={setQuery} />
        </div>
        <Link to={`${adminPaths.articles}/new`} className={primaryLinkClass}>
          <Plus aria-hidden="true" className="size-4" />
          New article
        </Link>
      </div>
      <DataTable
        caption="Articles"
        columns={columns}
        rows={isError ? undefined : data?.items}
        rowKey={(article) => article.id}
        loading={isLoading}
        busy={isFetching}
        error={error}
        errorText="Failed to load the articles."
        onRetry={() => void refetch()}
        emptyText={q ? 'No articles match your search' : 'No articles yet'}
      />
      {data ? <Pagination label="Articles" offset={offset} limit={limit} total={data.total} onOffsetChange={setOffset} /> : null}
    </div>
  );
}
