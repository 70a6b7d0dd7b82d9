import { Injectable } from '@nestjs/common';
import { ArticleNotFound, BlogArticleRepository, type BlogArticle } from '../domain/index.js';

/** One article by id, in any state: what the manager edits. */
@Injectable()
export class GetArticle {
  constructor(private readonly articles: BlogArticleRepository) {}

  async execute(id: number): Promise<BlogArticle> {
    const article = await this.articles.findById(id);
    if (!article) throw new ArticleNotFound(id);
    return article;
  }
}
