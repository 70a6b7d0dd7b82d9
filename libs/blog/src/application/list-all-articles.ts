import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { BlogArticleRepository, type BlogArticle } from '../domain/index.js';

/** The manager's list: every article, drafts and scheduled ones too, newest first (by publishedAt). */
@Injectable()
export class ListAllArticles {
  constructor(private readonly articles: BlogArticleRepository) {}

  /** With `search`, only the articles whose title or excerpt contains it (any case); a blank search is none. */
  execute(page: PageRequest = firstPage, search?: string): Promise<Page<BlogArticle>> {
    return this.articles.findPage(page, search?.trim() || undefined);
  }
}
