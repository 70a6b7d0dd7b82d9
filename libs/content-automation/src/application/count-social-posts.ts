import { Injectable } from '@nestjs/common';
import { SocialMediaPosts } from '../domain/index.js';

/** How many social posts exist, whatever their status: the analytics dashboard's content stats. */
@Injectable()
export class CountSocialPosts {
  constructor(private readonly posts: SocialMediaPosts) {}

  execute(): Promise<number> {
    return this.posts.count();
  }
}
