import type { Page, PageRequest } from '@harmony/platform/domain';
import type { ArticleDraft, BlogArticle } from './blog-article.js';

/**
 * The blog's storage. Visitors only ever see what is public at `now` (see `isPublicAt`: published, and
 * not scheduled for later), newest first. The owner's manager sees every article, in any state.
 * Newest first is by `publishedAt`, then by id (the later written first when two share a moment).
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

  /**
   * One page of every article, drafts and scheduled ones too, newest first; with `search`, only those
   * whose title or excerpt contains it, in any case.
   */
  abstract findPage(page: PageRequest, search?: string): Promise<Page<BlogArticle>>;
  /** One article in any state. */
  abstract findById(id: number): Promise<BlogArticle | null>;
  /** Whether an article other than `exceptId` has this slug. */
  abstract isSlugTaken(slug: string, exceptId?: number): Promise<boolean>;
  /** Stores a new article. Throws ArticleSlugTaken when another article has its slug. */
  abstract add(draft: ArticleDraft): Promise<BlogArticle>;
  /** Replaces an article's fields (its id and createdAt stay); null when none has the id. Throws ArticleSlugTaken when another article has the slug. */
  abstract update(id: number, draft: ArticleDraft): Promise<BlogArticle | null>;
  /** Removes an article: the one removed, or null when none has the id. */
  abstract remove(id: number): Promise<BlogArticle | null>;
}
