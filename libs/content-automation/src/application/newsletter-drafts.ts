import type { WrittenNewsletter } from './content-writer.js';

/**
 * The audience context's newsletters, as the pipeline needs them: a "new episode" draft beside the blog
 * draft and the social posts, which the owner reviews and sends. One per episode: asking again keeps the first.
 */
export abstract class NewsletterDrafts {
  abstract draftForEpisode(episodeId: number, newsletter: WrittenNewsletter): Promise<void>;
}
