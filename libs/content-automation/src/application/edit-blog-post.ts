import { Injectable } from '@nestjs/common';
import { BlogPostAlreadyPublished, BlogPostNotFound, draftBlogPost, GeneratedContent, type BlogPost } from '../domain/index.js';

/** The owner's edit of a blog post draft (title, excerpt, content), held to the draft rules. */
export interface BlogPostEdit {
  readonly title?: string;
  readonly excerpt?: string;
  readonly content?: string;
}

@Injectable()
export class EditBlogPost {
  constructor(private readonly content: GeneratedContent) {}

  async execute(id: number, edit: BlogPostEdit): Promise<BlogPost> {
    const post = await this.content.findBlogPost(id);
    if (!post) throw new BlogPostNotFound(id);
    if (post.status === 'published') throw new BlogPostAlreadyPublished(id);
    const checked = draftBlogPost({ episodeId: post.episodeId, title: edit.title ?? post.title, excerpt: edit.excerpt ?? post.excerpt, content: edit.content ?? post.content, imageUrl: post.imageUrl });
    const revised: BlogPost = { ...post, title: checked.title, excerpt: checked.excerpt, content: checked.content };
    if (!(await this.content.saveBlogPost(revised))) throw new BlogPostNotFound(id);
    return revised;
  }
}
