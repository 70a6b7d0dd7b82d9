import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { ArticleNotFound, BlogArticleRepository, isSlugGiven, reviseArticle, type ArticleChanges, type BlogArticle } from '../domain/index.js';
import { announceArticleChange } from './announce-article-change.js';
import { ArticleRenderer } from './article-renderer.js';
import { slugToWrite } from './article-slugs.js';

/**
 * Edits an article: only the fields given change (publish or unpublish with `published`, feature with
 * `featured`). Its address stays when the title changes; a given slug moves it (the old address then
 * answers 404), a blank one is made from the title. Both addresses show the change at once.
 */
@Injectable()
export class UpdateArticle {
  constructor(
    private readonly articles: BlogArticleRepository,
    private readonly renderer: ArticleRenderer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: number, changes: ArticleChanges): Promise<BlogArticle> {
    const current = await this.articles.findById(id);
    if (!current) throw new ArticleNotFound(id);
    const draft = reviseArticle(current, changes, (content) => this.renderer.render(content));
    const slugMadeFromTitle = changes.slug !== undefined && !isSlugGiven(changes.slug);
    const slug = await slugToWrite(this.articles, draft.slug, slugMadeFromTitle, id);
    const updated = await this.articles.update(id, { ...draft, slug });
    if (!updated) throw new ArticleNotFound(id);
    await announceArticleChange(this.changes, current.slug, updated.slug);
    return updated;
  }
}
