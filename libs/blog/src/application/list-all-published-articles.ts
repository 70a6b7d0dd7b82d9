import { Injectable } from '@nestjs/common';
import { everyPage } from '@harmony/platform/domain';
import { BlogArticleRepository, type BlogArticle } from '../domain/index.js';

/**
 * Every article public at `now`, newest first: the sitemap lists them all, read page by page through the
 * same port. Not the manager's ListAllArticles, which lists drafts and scheduled articles too.
 */
@Injectable()
export class ListAllPublishedArticles {
  constructor(private readonly articles: BlogArticleRepository) {}

  execute(now: Date = new Date()): Promise<BlogArticle[]> {
    return everyPage((page) => this.articles.findPublished(page, now));
  }
}
