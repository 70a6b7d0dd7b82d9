import { Injectable } from '@nestjs/common';
import { reviseSocialPostContent, SocialMediaPosts, SocialPostNotFound, type SocialMediaPost } from '../domain/index.js';

/** The owner's text for a post still under review (draft or pending approval), within its platform's limits. */
@Injectable()
export class EditSocialPostContent {
  constructor(private readonly posts: SocialMediaPosts) {}

  async execute(id: number, content: string): Promise<SocialMediaPost> {
    for (;;) {
      const post = await this.posts.findById(id);
      if (!post) throw new SocialPostNotFound(id);
      const revised = reviseSocialPostContent(post, content);
      if (await this.posts.saveMove(revised, post.status)) return revised;
    }
  }
}
