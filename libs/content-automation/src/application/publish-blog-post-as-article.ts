import { Injectable } from '@nestjs/common';
import { BlogPostAlreadyPublished, BlogPostNotFound, GeneratedContent, transitionBlogPost, type BlogPost } from '../domain/index.js';
import { ArticlePublisher, type PublishedArticle } from './article-publisher.js';

/**
 * "Publish as article": the draft becomes a blog article through the blog context (published, or
 * an unpublished article), and a published one marks the draft published (SPEC §4: draft → published).
 */
@Injectable()
export class PublishBlogPostAsArticle {
  constructor(
    private readonly content: GeneratedContent,
    private readonly articles: ArticlePublisher,
  ) {}

  async execute(id: number, published: boolean, now: Date = new Date()): Promise<{ blogPost: BlogPost; article: PublishedArticle }> {
    const post = await this.content.findBlogPost(id);
    if (!post) throw new BlogPostNotFound(id);
    if (post.status === 'published') throw new BlogPostAlreadyPublished(id);
    const article = await this.articles.publish({ title: post.title, excerpt: post.excerpt, content: post.content, imageUrl: post.imageUrl, published });
    const blogPost = published ? { ...post, ...transitionBlogPost(post, 'published', { now }) } : post;
    if (published) await this.content.saveBlogPost(blogPost);
    return { blogPost, article };
  }
}
