import { Injectable } from '@nestjs/common';
import { BlogArticleRepository, type BlogArticle } from '../domain/index.js';

@Injectable()
export class ListPublishedArticles {
  constructor(private readonly articles: BlogArticleRepository) {}

  execute(): Promise<BlogArticle[]> {
    return this.articles.findPublished();
  }
}
