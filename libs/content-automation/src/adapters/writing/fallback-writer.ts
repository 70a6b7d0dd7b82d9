import type { WritingBrief, WrittenBlogPost, WrittenEpisodeContent, WrittenNewsletter, WrittenSocialPost } from '../../application/content-writer.js';
import type { SocialSlot } from '../../domain/index.js';

/**
 * Writes, one piece at a time, what a chat service's answer lacks or got wrong, so a model's slip never
 * fails a job. The offline writer is the one (composed in `writing-adapters.ts`): the service's writer
 * knows it only by this shape, so neither writer imports the other.
 */
export interface FallbackWriter {
  writeBlogPost(brief: WritingBrief): WrittenBlogPost;
  /** Posts for `slots` whose texts are none of `taken` and say none of their sentences, nor one another's. */
  writeSocialPostsFor(brief: WritingBrief, slots: readonly SocialSlot[], taken: readonly string[]): WrittenSocialPost[];
  /** The pull quote alone, and where it is said. */
  writePullQuote(brief: WritingBrief): Pick<WrittenEpisodeContent, 'pullQuote' | 'pullQuoteStartSeconds'>;
  writeVideoDescription(brief: WritingBrief): string;
  writeNewsletter(brief: WritingBrief): WrittenNewsletter;
}
