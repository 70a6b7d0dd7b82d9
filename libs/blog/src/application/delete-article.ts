import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { ArticleNotFound, BlogArticleRepository } from '../domain/index.js';
import { announceArticleChange } from './announce-article-change.js';

/** Removes an article for good; its address answers 404 at once. */
@Injectable()
export class DeleteArticle {
  constructor(
    private readonly articles: BlogArticleRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: number): Promise<void> {
    const removed = await this.articles.remove(id);
    if (!removed) throw new ArticleNotFound(id);
    await announceArticleChange(this.changes, removed.slug);
  }
}
