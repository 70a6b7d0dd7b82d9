import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { BlogArticleRepository, type ArticleDraft, type BlogArticle } from '../domain/index.js';

const newestFirst = (a: BlogArticle, b: BlogArticle) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryBlogArticleRepository extends BlogArticleRepository {
  private readonly stored: BlogArticle[] = [];

  async findPublished(page: PageRequest): Promise<Page<BlogArticle>> {
    const published = this.stored.filter((article) => article.published).sort(newestFirst);
    return pageOf(published.slice(page.offset, page.offset + page.limit), published.length, page);
  }

  async findPublishedFeatured(): Promise<BlogArticle[]> {
    return this.stored.filter((article) => article.published && article.featured).sort(newestFirst);
  }

  async findPublishedBySlug(slug: string): Promise<BlogArticle | null> {
    return this.stored.find((article) => article.slug === slug && article.published) ?? null;
  }

  async count(): Promise<number> {
    return this.stored.length;
  }

  async addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]> {
    const now = new Date();
    const added = drafts.map((draft, index) => ({ ...draft, id: this.stored.length + index + 1, createdAt: now, updatedAt: now }));
    this.stored.push(...added);
    return added;
  }
}
