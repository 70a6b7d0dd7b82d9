import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { BlogArticleRepository, type ArticleDraft, type BlogArticle } from '../../domain/index.js';
import { BlogArticleSchema, type BlogArticleRow } from './blog-article.schema.js';

const NEWEST_FIRST = { publishedAt: 'DESC', id: 'DESC' } as const;

const toDomain = (row: BlogArticleRow): BlogArticle => ({ ...row, tags: [...row.tags] });
/** The rows `isPublicAt(now)` holds for. */
const publicAt = (now: Date) => ({ published: true, publishedAt: LessThanOrEqual(now) });

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
    const saved = await this.rows.save(drafts.map((draft) => this.rows.create({ ...draft, tags: [...draft.tags] })));
    return saved.map(toDomain);
  }
}
