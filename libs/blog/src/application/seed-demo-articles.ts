import { Injectable } from '@nestjs/common';
import { BlogArticleRepository, draftArticle } from '../domain/index.js';
import { DemoIllustrations } from './demo-illustrations.js';
import { ILLUSTRATION, demoArticles } from './demo-articles.js';

/** Fills an empty blog with demo articles; a blog with any article is left alone. */
@Injectable()
export class SeedDemoArticles {
  constructor(
    private readonly articles: BlogArticleRepository,
    private readonly illustrations: DemoIllustrations,
  ) {}

  async execute(): Promise<{ seeded: number }> {
    if ((await this.articles.count()) > 0) return { seeded: 0 };
    const drafts = [];
    for (const demo of demoArticles) {
      const imageUrl = await this.illustrations.createIllustration(demo.slug, demo.title);
      drafts.push(draftArticle({ ...demo, imageUrl, content: demo.content.replaceAll(ILLUSTRATION, imageUrl) }));
    }
    return { seeded: (await this.articles.addAll(drafts)).length };
  }
}
