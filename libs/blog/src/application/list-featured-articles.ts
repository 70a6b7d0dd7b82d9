import { Injectable } from '@nestjs/common';
import { BlogArticleRepository, type BlogArticle } from '../domain/index.js';

@Injectable()
export class ListFeaturedArticles {
  constructor(private readonly articles: BlogArticleRepository) {}

  /** The featured articles public at `now`, newest first. */
  execute(now: Date = new Date()): Promise<BlogArticle[]> {
    return this.articles.findPublishedFeatured(now);
  }
}
