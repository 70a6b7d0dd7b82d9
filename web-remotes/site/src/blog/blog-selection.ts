import type { BlogArticle } from '@harmony/web-api';

/** SPEC §9: up to 2 featured articles, 2 suggestions under an article, tags capped at 3 (featured) or 2 (all). */
export const blogLimits = Object.freeze({ featured: 2, suggestions: 2, featuredTags: 3, listTags: 2 });

/** The first `count` featured articles, in the order the API gave them. */
export const pickFeatured = (articles: readonly BlogArticle[], count = blogLimits.featured): BlogArticle[] =>
  articles.filter((article) => article.featured).slice(0, count);

/** The first `cap` tags of an article. */
export const cappedTags = (tags: readonly string[], cap: number): string[] => tags.slice(0, cap);

/** "Other articles" under an article: the newest others, so the choice is the same on every render. */
export const otherArticles = (articles: readonly BlogArticle[], currentSlug: string, count = blogLimits.suggestions): BlogArticle[] =>
  articles.filter((article) => article.slug !== currentSlug).slice(0, count);
