import type { SocialContentType, SocialPlatform } from '../domain/index.js';
import type { Cancellable } from './cancellable.js';
import type { EpisodeFacts } from './episode-catalogue.js';
import type { Transcript } from './transcriber.js';

/** What a writer works from. */
export interface WritingBrief {
  readonly episode: EpisodeFacts;
  /** Where the episode can be heard (absolute, for links in posts). */
  readonly episodeUrl: string;
  /** The transcript, or null (then the show notes, as plain text, are the source). */
  readonly transcript: Transcript | null;
}

export interface WrittenBlogPost {
  readonly title: string;
  readonly excerpt: string;
  /** Markdown keeping the draft rules (`blogContentProblem`): ≥ 600 characters, headings, key takeaways. */
  readonly content: string;
}

export interface WrittenSocialPost {
  readonly platform: SocialPlatform;
  readonly contentType: SocialContentType;
  /** Within the platform's limits (`checkPlatformText`). */
  readonly content: string;
}

/** The "new episode" newsletter draft (issue 25 item 6): the owner reviews and sends it from the admin. */
export interface WrittenNewsletter {
  /** One line, at most 200 characters. */
  readonly subject: string;
  /** The inbox's preview line, at most 200 characters. */
  readonly previewText: string;
  /** Light markdown, linking the episode. */
  readonly content: string;
}

export interface WrittenEpisodeContent {
  readonly blogPost: WrittenBlogPost;
  /** One per platform × content type (4 × 3), no two alike. */
  readonly socialPosts: readonly WrittenSocialPost[];
  /** A short line from the episode (≤ 140 characters) for the quote card and the reel. */
  readonly pullQuote: string;
  /** Where in the audio the pull quote is said, when a timed transcript shows it. */
  readonly pullQuoteStartSeconds: number | null;
  /** The video podcast's description. */
  readonly videoDescription: string;
  readonly newsletter: WrittenNewsletter;
}

/** Writes an episode's content. The offline default ranks the episode's own sentences (wink-nlp). */
export abstract class ContentWriter {
  abstract writeEpisodeContent(brief: WritingBrief, options?: Cancellable): Promise<WrittenEpisodeContent>;
  /**
   * `count` more social posts (1–20), spread over the platforms and content types, none equal to a
   * text in `existing` (what the episode already has) or to one another.
   */
  abstract writeSocialPosts(brief: WritingBrief, count: number, existing: readonly string[]): Promise<WrittenSocialPost[]>;
}
