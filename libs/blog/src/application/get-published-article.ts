import { Injectable } from '@nestjs/common';
import { ArticleNotFound, BlogArticleRepository, type BlogArticle } from '../domain/index.js';

/** One article by its address; a draft or a scheduled article (not yet public at `now`) is as absent as a missing one. */
@Injectable()
export class GetPublishedArticle {
  constructor(private readonly articles: BlogArticleRepository) {}

  async execute(slug: string, now: Date = new Date()): Promise<BlogArticle> {
    const article = await this.articles.findPublishedBySlug(slug, now);
    if (!article) throw new ArticleNotFound(slug);
    return article;
  }
}
