import { Injectable } from '@nestjs/common';
import { BlogArticleRepository, type BlogArticle } from '../domain/index.js';

@Injectable()
export class ListFeaturedArticles {
  constructor(private readonly articles: BlogArticleRepository) {}

  execute(): Promise<BlogArticle[]> {
    return this.articles.findPublishedFeatured();
  }
}
