import { Calendar, Star } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { focusRing, SkeletonCard } from '@harmony/ui';
import type { BlogArticle } from '@harmony/web-api';
import { articlePath } from '@harmony/site-config';
import { blogLimits, cappedTags } from './blog-selection.js';
import { categoryLabel, formatArticleDate } from './format-date.js';

export interface ArticleCardProps {
  article: BlogArticle;
  /** `featured`: the Featured Articles pair (3 tags, "Editor's Choice"); `list`: All Articles (2 tags, "Featured" when featured). */
  variant: 'featured' | 'list';
  headingLevel?: 2 | 3;
  imageLoading?: 'eager' | 'lazy';
}

export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

export function FeaturedBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      <Star aria-hidden="true" className="size-3" />
      {children}
    </span>
  );
}

/** One article in the blog list: the whole card is one link to /blog/{slug} (its title names it). */
export function ArticleCard({ article, variant, headingLevel = 3, imageLoading = 'lazy' }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const featured = variant === 'featured';
  const tags = cappedTags(article.tags, featured ? blogLimits.featuredTags : blogLimits.listTags);
  const badge = featured ? "Editor's Choice" : article.featured ? 'Featured' : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      {article.imageUrl ? (
        <img
          src={article.imageUrl}
          alt=""
          width={1200}
          height={630}
          loading={imageLoading}
          decoding="async"
          className="aspect-[40/21] h-auto w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : null}
      <div className={`flex flex-1 flex-col gap-3 ${featured ? 'p-6' : 'p-5'}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
          {badge ? <FeaturedBadge>{badge}</FeaturedBadge> : null}
          <span className="font-semibold text-emerald-800 dark:text-emerald-300">{categoryLabel(article.category)}</span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
          </span>
        </div>
        <Heading className={`font-bold tracking-tight text-balance text-slate-900 dark:text-slate-50 ${featured ? 'text-2xl' : 'text-xl'}`}>
          {/* The link covers the card (its ::after), so the whole card is clickable but is one stop for the keyboard. */}
          <Link to={articlePath(article.slug)} className={`rounded-sm after:absolute after:inset-0 hover:text-emerald-800 dark:hover:text-emerald-300 ${focusRing}`}>
            {article.title}
          </Link>
        </Heading>
        <p className="text-slate-700 dark:text-slate-300">{article.excerpt}</p>
        <div className="mt-auto pt-2">
          <TagList tags={tags} label="Tags" />
        </div>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <SkeletonCard
      testId="article-placeholder"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      mediaClassName="aspect-[40/21] rounded-none dark:bg-slate-700"
      bodyClassName="space-y-3 p-5"
      lineClassNames={['h-4 w-32 dark:bg-slate-700', 'h-6 w-3/4 dark:bg-slate-700', 'h-4 w-full dark:bg-slate-700', 'h-4 w-5/6 dark:bg-slate-700']}
    />
  );
}
