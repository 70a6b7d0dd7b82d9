import { useEffect, useMemo } from 'react';
import { ArrowLeft, Calendar } from 'lucide-react';
import { Link, useParams } from '@harmony/mf-config/router';
import { isApiNotFound, useGetBlogArticleQuery, useGetBlogArticlesQuery, type BlogArticle } from '@harmony/web-api';
import { articleProseClass, focusRing, LoadError } from '@harmony/ui';
import { DetailLoading, SiteLayout } from '../layout/index.js';
import { ArticleCard, ArticleCardSkeleton, FeaturedBadge, TagList } from './article-card.js';
import { BlogCallToAction } from './blog-call-to-action.js';
import { blogLimits, otherArticles } from './blog-selection.js';
import { categoryLabel, formatArticleDate } from './format-date.js';

const backLink = `inline-flex items-center gap-2 rounded-md text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300 ${focusRing}`;

/** Styles for the rendered markdown, shared with the back office's preview. */
const prose = `mt-10 ${articleProseClass}`;

/** /blog/{slug} — SPEC §2 "Blog article". A 404 from the API is "Article Not Found"; other failures say so. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, isLoading, isError, error } = useGetBlogArticleQuery(slug);

  // Another article opens in the same page component: start it at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  let content;
  if (isLoading) {
    content = (
      <DetailLoading
        announcement="Loading article…"
        blockClassNames={['h-5 w-48 dark:bg-slate-700', 'h-10 w-3/4 dark:bg-slate-700', 'h-6 w-full dark:bg-slate-700', 'h-64 w-full dark:bg-slate-700']}
      />
    );
  } else if (isApiNotFound(error)) {
    return (
      <SiteLayout page={{ page: 'not-found' }}>
        <ArticleNotFound />
      </SiteLayout>
    );
  } else if (isError || !article) {
    content = (
      <LoadError>Failed to load article. Please try again later.</LoadError>
    );
  } else {
    content = <ArticleBody article={article} />;
  }

  return (
    <SiteLayout page={article ? { page: 'article', title: article.title } : null}>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <Link to="/blog" className={`mb-8 ${backLink}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
        {content}
        <BlogCallToAction />
        {isError ? null : <OtherArticles currentSlug={slug} />}
      </div>
    </SiteLayout>
  );
}

function ArticleNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">Article Not Found</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">The article you are looking for does not exist or is no longer published.</p>
      <Link to="/blog" className={`mt-8 inline-flex items-center gap-2 rounded-md bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 ${focusRing}`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Blog
      </Link>
    </div>
  );
}

function ArticleBody({ article }: { article: BlogArticle }) {
  return (
    <article aria-labelledby="article-title">
      <header>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
          </span>
          <span className="font-semibold text-emerald-800 dark:text-emerald-300">{categoryLabel(article.category)}</span>
          {article.featured ? <FeaturedBadge>Featured</FeaturedBadge> : null}
        </div>
        <h1 id="article-title" className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-slate-50">
          {article.title}
        </h1>
        <p className="mt-4 text-xl text-slate-700 dark:text-slate-300">{article.excerpt}</p>
        <div className="mt-6">
          <TagList tags={article.tags} label="Tags" />
        </div>
      </header>
      <div data-testid="article-content" className={prose} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
    </article>
  );
}

function OtherArticles({ currentSlug }: { currentSlug: string }) {
  const { data: articles, isLoading, isError } = useGetBlogArticlesQuery();
  const others = useMemo(() => otherArticles(articles ?? [], currentSlug, blogLimits.suggestions), [articles, currentSlug]);
  if (isError || (!isLoading && others.length === 0)) return null;
  return (
    <section aria-labelledby="other-articles-title" className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-700">
      <h2 id="other-articles-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        More Articles
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2" aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: blogLimits.suggestions }, (_, index) => (
              <li key={index}>
                <ArticleCardSkeleton />
              </li>
            ))
          : others.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} variant="list" headingLevel={3} />
              </li>
            ))}
      </ul>
    </section>
  );
}
