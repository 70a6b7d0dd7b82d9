import { SocialPublisher } from '../application/index.js';
import type { SocialMediaPost } from '../domain/index.js';

/** A SocialPublisher that remembers what it was given to publish. */
export class RecordingSocialPublisher extends SocialPublisher {
  readonly published: SocialMediaPost[] = [];

  async publish(post: SocialMediaPost): Promise<void> {
    this.published.push(post);
  }
}
