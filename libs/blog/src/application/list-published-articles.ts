import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { BlogArticleRepository, type BlogArticle } from '../domain/index.js';

@Injectable()
export class ListPublishedArticles {
  constructor(private readonly articles: BlogArticleRepository) {}

  /** The articles public at `now`, newest first, one page at a time. */
  execute(page: PageRequest = firstPage, now: Date = new Date()): Promise<Page<BlogArticle>> {
    return this.articles.findPublished(page, now);
  }
}
