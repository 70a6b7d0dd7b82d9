import type { Page, PageRequest } from '@harmony/platform/domain';
import type { ArticleDraft, BlogArticle } from './blog-article.js';

/**
 * The blog's storage. Visitors only ever see what is public at `now` (see `isPublicAt`: published, and
 * not scheduled for later), newest first.
 */
export abstract class BlogArticleRepository {
  /** One page of the public articles, with how many there are. */
  abstract findPublished(page: PageRequest, now: Date): Promise<Page<BlogArticle>>;
  abstract findPublishedFeatured(now: Date): Promise<BlogArticle[]>;
  abstract findPublishedBySlug(slug: string, now: Date): Promise<BlogArticle | null>;
  /** When the next scheduled published article becomes public (the earliest `publishedAt` after `now`), or null. Drafts never do. */
  abstract nextPublicationAfter(now: Date): Promise<Date | null>;
  /** Every article, drafts and scheduled ones too. */
  abstract count(): Promise<number>;
  abstract addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]>;
}
