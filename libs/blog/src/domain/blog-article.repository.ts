import type { ArticleDraft, BlogArticle } from './blog-article.js';

/** The blog's storage. Visitors only ever see published articles, newest first. */
export abstract class BlogArticleRepository {
  abstract findPublished(): Promise<BlogArticle[]>;
  abstract findPublishedFeatured(): Promise<BlogArticle[]>;
  abstract findPublishedBySlug(slug: string): Promise<BlogArticle | null>;
  abstract count(): Promise<number>;
  abstract addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]>;
}
