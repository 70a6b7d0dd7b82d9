import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { Button, LoadError } from '@harmony/ui';
import { apiErrorMessage, isApiNotFound } from '@harmony/web-api';
import { secondaryLinkClass } from '../common/index.js';
import { ArticleForm } from './article-form.js';
import { useGetManagedArticleQuery } from './articles-api.js';

/** /admin/articles/new */
export function NewArticle() {
  return <ArticleForm />;
}

function ArticleNotFound() {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Article not found</h2>
      <p className="text-slate-700 dark:text-slate-200">It may have been deleted.</p>
      <Link to={adminPaths.articles} className={secondaryLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to articles
      </Link>
    </div>
  );
}

/** /admin/articles/{id}: the article in any state, in the form. */
export function EditArticle() {
  const { id = '' } = useParams();
  const articleId = /^\d+$/.test(id) ? Number(id) : undefined;
  const { data: article, error, isLoading, refetch } = useGetManagedArticleQuery(articleId ?? 0, { skip: articleId === undefined });

  if (articleId === undefined || isApiNotFound(error)) return <ArticleNotFound />;
  // The form is made once from the article it shows (keyed by it), so a refresh never clears what is typed.
  if (article?.id === articleId) return <ArticleForm key={article.id} article={article} />;
  if (isLoading || !error) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-200">
        Loading the article…
      </p>
    );
  }
  return (
    <LoadError>
      Failed to load the article. {apiErrorMessage(error)}
      <Button variant="secondary" className="ml-3 align-middle" onClick={() => void refetch()}>
        Try again
      </Button>
    </LoadError>
  );
}
