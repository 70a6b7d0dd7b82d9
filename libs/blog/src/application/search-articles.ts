import { Injectable } from '@nestjs/common';
import { ArticleSearch, type ArticleSearchResults } from '../domain/index.js';

/** The site search's articles: the public ones matching a visitor's words, best first. */
@Injectable()
export class SearchArticles {
  constructor(private readonly index: ArticleSearch) {}

  execute(query: string, limit: number, now: Date = new Date()): Promise<ArticleSearchResults> {
    return this.index.search(query, limit, now);
  }
}
