import { BlogArticleRepository, type ArticleDraft, type BlogArticle } from '../domain/index.js';

const newestFirst = (a: BlogArticle, b: BlogArticle) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryBlogArticleRepository extends BlogArticleRepository {
  private readonly stored: BlogArticle[] = [];

  async findPublished(): Promise<BlogArticle[]> {
    return this.stored.filter((article) => article.published).sort(newestFirst);
  }

  async findPublishedFeatured(): Promise<BlogArticle[]> {
    return (await this.findPublished()).filter((article) => article.featured);
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
