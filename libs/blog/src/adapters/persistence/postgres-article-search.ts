import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { rankedMatches } from '@harmony/platform';
import { ArticleSearch, type ArticleSearchResults } from '../../domain/index.js';
import { BlogArticleSchema, type BlogArticleRow } from './blog-article.schema.js';
import { publicAt } from './typeorm-blog-article.repository.js';

interface CandidateRow {
  slug: string;
  title: string;
  published_at: Date;
}

/** The search over `blog_articles.search_vector` (title A, excerpt B, content C; see the migration SearchArticles). */
@Injectable()
export class PostgresArticleSearch extends ArticleSearch {
  constructor(@InjectRepository(BlogArticleSchema) private readonly rows: Repository<BlogArticleRow>) {
    super();
  }

  async search(query: string, limit: number, now: Date): Promise<ArticleSearchResults> {
    const candidates = this.rows
      .createQueryBuilder('article')
      .select('article.id', 'id')
      .addSelect('article.slug', 'slug')
      .addSelect('article.title', 'title')
      .addSelect('article.excerpt', 'excerpt')
      .addSelect('article.content', 'content')
      .addSelect('article.published_at', 'published_at')
      .where(publicAt(now));
    const { rows, total } = await rankedMatches<CandidateRow>(candidates, { query, limit, snippetFrom: `concat_ws(' ', "excerpt", "content")` });
    return { hits: rows.map((row) => ({ slug: row.slug, title: row.title, snippet: row.snippet, rank: row.rank, publishedAt: new Date(row.published_at) })), total };
  }
}
