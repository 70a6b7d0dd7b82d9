import type { SocialMediaPost } from '../domain/index.js';

/**
 * Where a published post goes out. The default adapter records the publication (the post's status
 * and time) and leaves the posting to the owner, who copies the text and downloads the media from
 * the moderation card: no network's API is reachable from here. A real adapter per network is
 * future work behind this port.
 */
export abstract class SocialPublisher {
  abstract publish(post: SocialMediaPost): Promise<void>;
}
