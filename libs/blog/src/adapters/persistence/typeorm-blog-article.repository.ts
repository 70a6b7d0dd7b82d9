import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import { BlogArticleRepository, type ArticleDraft, type BlogArticle } from '../../domain/index.js';
import { BlogArticleSchema, type BlogArticleRow } from './blog-article.schema.js';

const NEWEST_FIRST = { publishedAt: 'DESC', id: 'DESC' } as const;

const toDomain = (row: BlogArticleRow): BlogArticle => ({ ...row, tags: [...row.tags] });

@Injectable()
export class TypeOrmBlogArticleRepository extends BlogArticleRepository {
  constructor(@InjectRepository(BlogArticleSchema) private readonly rows: Repository<BlogArticleRow>) {
    super();
  }

  async findPublished(page: PageRequest): Promise<Page<BlogArticle>> {
    const [rows, total] = await this.rows.findAndCount({ where: { published: true }, order: NEWEST_FIRST, skip: page.offset, take: page.limit });
    return pageOf(rows.map(toDomain), total, page);
  }

  async findPublishedFeatured(): Promise<BlogArticle[]> {
    return (await this.rows.find({ where: { published: true, featured: true }, order: NEWEST_FIRST })).map(toDomain);
  }

  async findPublishedBySlug(slug: string): Promise<BlogArticle | null> {
    const row = await this.rows.findOneBy({ slug, published: true });
    return row ? toDomain(row) : null;
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  async addAll(drafts: readonly ArticleDraft[]): Promise<BlogArticle[]> {
    const saved = await this.rows.save(drafts.map((draft) => this.rows.create({ ...draft, tags: [...draft.tags] })));
    return saved.map(toDomain);
  }
}
