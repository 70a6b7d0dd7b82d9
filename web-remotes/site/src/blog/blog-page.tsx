import type { ReactNode } from 'react';
import { useGetBlogArticlesQuery, useGetFeaturedBlogArticlesQuery } from '@harmony/web-api';
import { LoadError } from '@harmony/ui';
import { SiteLayout } from '../layout/index.js';
import { ArticleCard, ArticleCardSkeleton } from './article-card.js';
import { BlogCallToAction } from './blog-call-to-action.js';
import { blogLimits, pickFeatured } from './blog-selection.js';

/** How many placeholder cards All Articles shows while it loads. */
export const listPlaceholderCount = 6;

function Placeholders({ count, label, grid }: { count: number; label: string; grid: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={grid}>
        {Array.from({ length: count }, (_, index) => (
          <ArticleCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

function BlogSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

const featuredGrid = 'grid gap-6 md:grid-cols-2';
const listGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /blog — SPEC §2 "Blog list": Featured Articles, All Articles, then the call to action. */
export default function BlogPage() {
  const featured = useGetFeaturedBlogArticlesQuery();
  const all = useGetBlogArticlesQuery();
  const featuredArticles = pickFeatured(featured.data ?? [], blogLimits.featured);

  let featuredContent: ReactNode;
  if (featured.isLoading) featuredContent = <Placeholders count={blogLimits.featured} label="Loading featured articles…" grid={featuredGrid} />;
  else if (featured.isError) featuredContent = <LoadError>Failed to load featured articles. Please try again later.</LoadError>;
  else
    featuredContent = (
      <ul className={featuredGrid}>
        {featuredArticles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} variant="featured" headingLevel={3} imageLoading="eager" />
          </li>
        ))}
      </ul>
    );

  let allContent: ReactNode;
  if (all.isLoading) allContent = <Placeholders count={listPlaceholderCount} label="Loading articles…" grid={listGrid} />;
  else if (all.isError || !all.data) allContent = <LoadError>Failed to load articles. Please try again later.</LoadError>;
  else if (all.data.length === 0) allContent = <p className="text-slate-700 dark:text-slate-300">No articles available at the moment.</p>;
  else
    allContent = (
      <ul className={listGrid}>
        {all.data.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} variant="list" headingLevel={3} />
          </li>
        ))}
      </ul>
    );

  return (
    <SiteLayout page={{ page: 'blog' }}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-xs font-semibold tracking-widest text-emerald-800 dark:text-emerald-300">OUR BLOG</p>
        <h1 className="mt-2 mb-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">Money &amp; Marriage Blog</h1>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          Practical articles for couples who want to plan, spend and save as a team: conversations, budgets, debt and the big decisions.
        </p>
        {/* No featured article is no section, rather than an empty heading. */}
        {featured.isSuccess && featuredArticles.length === 0 ? null : (
          <BlogSection id="featured-articles" title="Featured Articles">
            {featuredContent}
          </BlogSection>
        )}
        <BlogSection id="all-articles" title="All Articles">
          {allContent}
        </BlogSection>
        <BlogCallToAction />
      </div>
    </SiteLayout>
  );
}
