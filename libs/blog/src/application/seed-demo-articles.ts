import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { BlogArticleRepository, draftArticle } from '../domain/index.js';
import { announceArticleChange } from './announce-article-change.js';
import { ArticleRenderer } from './article-renderer.js';
import { DemoIllustrations } from './demo-illustrations.js';
import { ILLUSTRATION, demoArticles } from './demo-articles.js';

/** Fills an empty blog with demo articles; a blog with any article is left alone. */
@Injectable()
export class SeedDemoArticles {
  constructor(
    private readonly articles: BlogArticleRepository,
    private readonly illustrations: DemoIllustrations,
    private readonly renderer: ArticleRenderer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(): Promise<{ seeded: number }> {
    if ((await this.articles.count()) > 0) return { seeded: 0 };
    const drafts = [];
    for (const demo of demoArticles) {
      const imageUrl = await this.illustrations.createIllustration(demo.slug, demo.title);
      drafts.push(draftArticle({ ...demo, imageUrl, content: demo.content.replaceAll(ILLUSTRATION, imageUrl) }, (content) => this.renderer.render(content)));
    }
    const added = await this.articles.addAll(drafts);
    // A bulk write: every article read may have changed.
    await announceArticleChange(this.changes);
    return { seeded: added.length };
  }
}
