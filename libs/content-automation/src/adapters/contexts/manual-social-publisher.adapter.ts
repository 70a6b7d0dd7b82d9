import { Injectable, Logger } from '@nestjs/common';
import { SocialPublisher } from '../../application/index.js';
import type { SocialMediaPost } from '../../domain/index.js';

/**
 * The default SocialPublisher: the publication is recorded (the post's status and time, stored by
 * the use case) and logged; the owner posts it by hand with the moderation card's "Copy text" and
 * "Download media". No network's API is reachable from here: a real adapter per network goes
 * behind the same port.
 */
@Injectable()
export class ManualSocialPublisher extends SocialPublisher {
  private readonly logger = new Logger('SocialPublisher');

  async publish(post: SocialMediaPost): Promise<void> {
    this.logger.log(`Social post ${post.id} (${post.platform}, ${post.contentType}) of episode ${post.episodeId} published: ready to post by hand`);
  }
}
