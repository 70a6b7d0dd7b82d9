import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { BlogArticleRepository, isPublicAt, type ArticleDraft, type BlogArticle } from '../domain/index.js';

const newestFirst = (a: BlogArticle, b: BlogArticle) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryBlogArticleRepository extends BlogArticleRepository {
  private readonly stored: BlogArticle[] = [];

  private publicAt(now: Date): BlogArticle[] {
    return this.stored.filter((article) => isPublicAt(article, now)).sort(newestFirst);
  }

  async findPublished(page: PageRequest, now: Date): Promise<Page<BlogArticle>> {
    const visible = this.publicAt(now);
    return pageOf(visible.slice(page.offset, page.offset + page.limit), visible.length, page);
  }

  async findPublishedFeatured(now: Date): Promise<BlogArticle[]> {
    return this.publicAt(now).filter((article) => article.featured);
  }

  async findPublishedBySlug(slug: string, now: Date): Promise<BlogArticle | null> {
    return this.publicAt(now).find((article) => article.slug === slug) ?? null;
  }

  async nextPublicationAfter(now: Date): Promise<Date | null> {
    const scheduled = this.stored.filter((article) => article.published && !isPublicAt(article, now)).map((article) => article.publishedAt.getTime());
    return scheduled.length ? new Date(Math.min(...scheduled)) : null;
  }

  async count(): Promise<number> {
    return this.stored.length;
  }

  async addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]> {
    // As the table's unique slug does: the whole batch is refused, nothing of it kept.
    const slugs = [...this.stored.map((article) => article.slug), ...drafts.map((draft) => draft.slug)];
    const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
    if (repeated !== undefined) throw new Error(`An article with the slug "${repeated}" exists already.`);
    const now = new Date();
    const added = drafts.map((draft, index) => ({ ...draft, id: this.stored.length + index + 1, createdAt: now, updatedAt: now }));
    this.stored.push(...added);
    return added;
  }
}
