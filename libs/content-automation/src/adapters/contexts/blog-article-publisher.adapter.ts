import { Injectable } from '@nestjs/common';
import { CreateArticle } from '@harmony/blog';
import { ArticlePublisher, type ArticleToPublish, type PublishedArticle } from '../../application/index.js';

/** "Publish as article" through the blog context's own use case: its slugs, rendering and cache invalidation. */
@Injectable()
export class BlogContextArticlePublisher extends ArticlePublisher {
  constructor(private readonly createArticle: CreateArticle) {
    super();
  }

  async publish(article: ArticleToPublish): Promise<PublishedArticle> {
    const created = await this.createArticle.execute({ title: article.title, excerpt: article.excerpt, content: article.content, imageUrl: article.imageUrl, published: article.published });
    return { id: created.id, slug: created.slug, published: created.published };
  }
}
