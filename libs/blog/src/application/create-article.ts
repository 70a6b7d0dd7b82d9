import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { BlogArticleRepository, draftArticle, isSlugGiven, type ArticleInput, type BlogArticle } from '../domain/index.js';
import { announceArticleChange } from './announce-article-change.js';
import { ArticleRenderer } from './article-renderer.js';
import { slugToWrite } from './article-slugs.js';

/**
 * Writes a new article (SPEC defaults: category financial-advice, published, not featured), rendered once
 * now, and shows it publicly at once (or at its publishedAt, when that is later).
 */
@Injectable()
export class CreateArticle {
  constructor(
    private readonly articles: BlogArticleRepository,
    private readonly renderer: ArticleRenderer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(input: ArticleInput): Promise<BlogArticle> {
    const draft = draftArticle(input, (content) => this.renderer.render(content));
    const slug = await slugToWrite(this.articles, draft.slug, !isSlugGiven(input.slug));
    const article = await this.articles.add({ ...draft, slug });
    await announceArticleChange(this.changes, article.slug);
    return article;
  }
}
