import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ILike, LessThanOrEqual, MoreThan, Not, QueryFailedError, type FindOptionsWhere, type Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { ArticleSlugTaken, BlogArticleRepository, type ArticleDraft, type BlogArticle } from '../../domain/index.js';
import { BlogArticleSchema, type BlogArticleRow } from './blog-article.schema.js';

const NEWEST_FIRST = { publishedAt: 'DESC', id: 'DESC' } as const;

const toDomain = (row: BlogArticleRow): BlogArticle => ({ ...row, tags: [...row.tags] });
const toRow = (draft: ArticleDraft): Omit<BlogArticleRow, 'id' | 'createdAt' | 'updatedAt'> => ({ ...draft, tags: [...draft.tags] });
/** ILIKE's wildcards and its escape character, taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const UNIQUE_VIOLATION = '23505';
const SLUG_KEY = 'blog_articles_slug_key';
const isSlugConflict = (error: unknown): boolean => {
  const cause = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return cause?.code === UNIQUE_VIOLATION && cause.constraint === SLUG_KEY;
};

/** A write refused by the table's unique slug, as the domain names it (also when a concurrent write took the slug first). */
async function slugChecked<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isSlugConflict(error) ? new ArticleSlugTaken(slug) : error;
  }
}
/** The rows `isPublicAt(now)` holds for. */
export const publicAt = (now: Date) => ({ published: true, publishedAt: LessThanOrEqual(now) });

@Injectable()
export class TypeOrmBlogArticleRepository extends BlogArticleRepository {
  constructor(@InjectRepository(BlogArticleSchema) private readonly rows: Repository<BlogArticleRow>) {
    super();
  }

  async findPublished(page: PageRequest, now: Date): Promise<Page<BlogArticle>> {
    const [rows, total] = await this.rows.findAndCount({ where: publicAt(now), order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toDomain), total, page);
  }

  async findPublishedFeatured(now: Date): Promise<BlogArticle[]> {
    return (await this.rows.find({ where: { ...publicAt(now), featured: true }, order: NEWEST_FIRST })).map(toDomain);
  }

  async findPublishedBySlug(slug: string, now: Date): Promise<BlogArticle | null> {
    const row = await this.rows.findOneBy({ ...publicAt(now), slug });
    return row ? toDomain(row) : null;
  }

  async nextPublicationAfter(now: Date): Promise<Date | null> {
    const next = await this.rows.findOne({ select: { publishedAt: true }, where: { published: true, publishedAt: MoreThan(now) }, order: { publishedAt: 'ASC' } });
    return next?.publishedAt ?? null;
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  async addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]> {
    const saved = await this.rows.save(drafts.map((draft) => this.rows.create(toRow(draft))));
    return saved.map(toDomain);
  }

  async findPage(page: PageRequest, search?: string): Promise<Page<BlogArticle>> {
    const where: FindOptionsWhere<BlogArticleRow>[] | undefined = search === undefined ? undefined : [{ title: ILike(containing(search)) }, { excerpt: ILike(containing(search)) }];
    const [rows, total] = await this.rows.findAndCount({ where, order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toDomain), total, page);
  }

  async findById(id: number): Promise<BlogArticle | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  isSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    return this.rows.existsBy(exceptId === undefined ? { slug } : { slug, id: Not(exceptId) });
  }

  async add(draft: ArticleDraft): Promise<BlogArticle> {
    return toDomain(await slugChecked(draft.slug, () => this.rows.save(this.rows.create(toRow(draft)))));
  }

  async update(id: number, draft: ArticleDraft): Promise<BlogArticle | null> {
    // updatedAt is the table's: TypeORM sets it to the time of the update.
    const { affected } = await slugChecked(draft.slug, () => this.rows.update({ id }, toRow(draft)));
    return affected ? this.findById(id) : null;
  }

  async remove(id: number): Promise<BlogArticle | null> {
    const article = await this.findById(id);
    if (!article) return null;
    const { affected } = await this.rows.delete({ id });
    return affected ? article : null;
  }
}
