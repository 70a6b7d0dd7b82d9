import type { Page, PageRequest } from '@harmony/platform/domain';
import type { ArticleDraft, BlogArticle } from './blog-article.js';

/** The blog's storage. Visitors only ever see published articles, newest first. */
export abstract class BlogArticleRepository {
  /** One page of the published articles, with how many there are. */
  abstract findPublished(page: PageRequest): Promise<Page<BlogArticle>>;
  abstract findPublishedFeatured(): Promise<BlogArticle[]>;
  abstract findPublishedBySlug(slug: string): Promise<BlogArticle | null>;
  abstract count(): Promise<number>;
  abstract addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]>;
}
