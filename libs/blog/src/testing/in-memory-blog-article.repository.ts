import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { ArticleSlugTaken, BlogArticleRepository, isPublicAt, type ArticleDraft, type BlogArticle } from '../domain/index.js';

const newestFirst = (a: BlogArticle, b: BlogArticle) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;
const pageIn = (articles: readonly BlogArticle[], page: PageRequest): Page<BlogArticle> => pageOf(articles.slice(page.offset, page.offset + page.limit), articles.length, page);

/** A fake of the port for use-case tests; the TypeORM adapter is tested against real databases. */
export class InMemoryBlogArticleRepository extends BlogArticleRepository {
  private stored: BlogArticle[] = [];
  private lastId = 0;

  private publicAt(now: Date): BlogArticle[] {
    return this.stored.filter((article) => isPublicAt(article, now)).sort(newestFirst);
  }

  async findPublished(page: PageRequest, now: Date): Promise<Page<BlogArticle>> {
    return pageIn(this.publicAt(now), page);
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
    if (repeated !== undefined) throw new ArticleSlugTaken(repeated);
    const now = new Date();
    const added = drafts.map((draft) => ({ ...draft, tags: [...draft.tags], id: (this.lastId += 1), createdAt: now, updatedAt: now }));
    this.stored.push(...added);
    return added;
  }

  async findPage(page: PageRequest, search?: string): Promise<Page<BlogArticle>> {
    const wanted = search?.toLowerCase();
    const matches = (text: string) => wanted === undefined || text.toLowerCase().includes(wanted);
    return pageIn(this.stored.filter((article) => matches(article.title) || matches(article.excerpt)).sort(newestFirst), page);
  }

  async findById(id: number): Promise<BlogArticle | null> {
    return this.stored.find((article) => article.id === id) ?? null;
  }

  async isSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    return this.stored.some((article) => article.slug === slug && article.id !== exceptId);
  }

  async add(draft: ArticleDraft): Promise<BlogArticle> {
    const [added] = await this.addAll([draft]);
    return added!;
  }

  async update(id: number, draft: ArticleDraft): Promise<BlogArticle | null> {
    const current = await this.findById(id);
    if (!current) return null;
    if (await this.isSlugTaken(draft.slug, id)) throw new ArticleSlugTaken(draft.slug);
    const updated: BlogArticle = { ...draft, tags: [...draft.tags], id, createdAt: current.createdAt, updatedAt: new Date() };
    this.stored = this.stored.map((article) => (article.id === id ? updated : article));
    return updated;
  }

  async remove(id: number): Promise<BlogArticle | null> {
    const removed = await this.findById(id);
    this.stored = this.stored.filter((article) => article.id !== id);
    return removed;
  }
}
