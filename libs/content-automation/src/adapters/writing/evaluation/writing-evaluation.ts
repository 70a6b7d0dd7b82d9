import twitterText from 'twitter-text';
import type { WritingBrief, WrittenEpisodeContent, WrittenSocialPost } from '../../../application/content-writer.js';
import type { Transcript } from '../../../application/transcriber.js';
import { checkPlatformText, SEED_PLATFORMS, type SeedPlatform } from '../../../domain/index.js';

// The bar the built-in writer is held to (issue 23), one place for the test that asserts it and the
// bench script that prints it: an episode of the evaluation set, written, then measured.

/** One episode of the evaluation set (`evaluation/*.json`). */
export interface EvaluationItem {
  readonly number: number;
  readonly title: string;
  /** Markdown, plain lines or legacy HTML: the show notes as owners write them. */
  readonly description: string;
  /** What was said, or null when there is no transcript (the show notes are the source). */
  readonly transcript: string | null;
  /** The topics a person would name for this episode: every hashtag and topic must be one of them, or the title's words. */
  readonly namedTopics: readonly string[];
}

/** What one network's posts of one run score. Every count is a fault: 0 is the bar. */
export interface PlatformScore {
  readonly platform: SeedPlatform;
  readonly posts: number;
  /** Sentences of these posts said again, in the same post or in another post of the run. */
  readonly repeatedSentences: number;
  /** Posts showing markdown or HTML syntax (`**`, `- ` lists, `#` headings, links, tags, escapes). */
  readonly markdown: number;
  /** Hashtags that are neither a named topic nor made of the title's words. */
  readonly offTopicTags: number;
  /** Posts over the network's limits. */
  readonly overLimit: number;
}

export interface ItemScore {
  readonly item: EvaluationItem;
  readonly platforms: readonly PlatformScore[];
  /** The writer's topics that are neither a named topic nor made of the title's words. */
  readonly offTopicTopics: readonly string[];
  readonly draftWords: number;
  /** Whether the transcript is long enough for a draft of `DRAFT_MIN_WORDS`. */
  readonly draftExpected: boolean;
  /** Sentences the blog draft says twice (its summary, its sections, its line to remember). */
  readonly draftRepeats: number;
  /** Markdown syntax in the video description (YouTube shows plain text). */
  readonly videoMarkdown: number;
}

export const DRAFT_MIN_WORDS = 300;
/** A transcript of this many words gives enough to say for a draft of `DRAFT_MIN_WORDS`. */
export const DRAFT_SOURCE_WORDS = 250;

export const wordsIn = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A brief for `item`, its transcript in timed segments of one sentence each (as a speech service gives them). */
export function briefOf(item: EvaluationItem): WritingBrief {
  const transcript: Transcript | null = item.transcript
    ? {
        text: item.transcript,
        segments: item.transcript.split(/(?<=[.!?])\s+/).map((text, index) => ({ startSeconds: index * 5, endSeconds: index * 5 + 5, text })),
      }
    : null;
  return { episode: { id: item.number, number: item.number, title: item.title, description: item.description, imageUrl: null }, episodeUrl: `https://harmony.fm/episodes/${item.number}`, transcript };
}

const comparable = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A word's key: lower case, a plural's `s` dropped ("accounts" is "account"). */
const wordKey = (word: string): string => {
  const lower = word.toLowerCase();
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
};
const wordsOf = (text: string): string[] => comparable(text.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')).split(' ').filter(Boolean);

/** Whether `term` (a topic, or a hashtag's words) is a named topic of `item` or made of the title's words. */
export function isNamedTopic(item: EvaluationItem, term: string): boolean {
  const words = wordsOf(term).map(wordKey);
  if (words.length === 0) return false;
  const joined = words.join('');
  if (item.namedTopics.some((topic) => wordsOf(topic).map(wordKey).join('') === joined)) return true;
  const titleWords = new Set(wordsOf(item.title).map(wordKey));
  return words.every((word) => titleWords.has(word));
}

/**
 * The sentences a post says, as compared: URLs, hashtags, the episode's title and its number left out
 * (a post names its episode; that is no repetition), and lines of fewer than three words left out too
 * ("Out now:", "Listen here:").
 */
export function sentencesOf(text: string, item: EvaluationItem): string[] {
  const titleKey = comparable(item.title);
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .split(/\n+|(?<=[.!?…])\s+/u)
    .map((sentence) => ` ${comparable(sentence)} `.replace(` ${titleKey} `, ' ').replace(new RegExp(` (episode|ep) ${item.number} `, 'g'), ' ').trim())
    .map((sentence) => (titleKey.length > 0 ? sentence.split(titleKey).join(' ') : sentence).replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= 3);
}

const MARKDOWN_SYNTAX: readonly RegExp[] = [
  /\*\*|__/, // strong emphasis
  /(^|[\s(])[*_][^*_\s][^*_\n]*[*_](?=$|[\s.,;:!?)])/m, // emphasis
  /`/, // code
  /^ {0,3}#{1,6}\s/m, // heading
  /^ {0,3}[-*+]\s+\S/m, // list item
  /^ {0,3}>\s/m, // block quote
  /\[[^\]\n]+\]\([^)\n]+\)/, // link
  /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i, // an HTML tag
  /\\[\\`*_{}[\]()#+\-.!>]/, // a markdown escape
  /&(amp|lt|gt|quot|#\d+);/, // an undecoded entity
];

/** Whether `text` shows markdown or HTML syntax a network would print as it is. */
export const showsMarkdown = (text: string): boolean => MARKDOWN_SYNTAX.some((pattern) => pattern.test(text));

/** The blog draft's sentences, its markdown marks and headings left out. */
const draftSentences = (markdown: string, item: EvaluationItem): string[] => sentencesOf(markdown.replace(/^#{1,6} .*$/gm, '').replace(/^[>-] /gm, ''), item);

/** Scores one run's posts for `item`, network by network. */
export function scorePosts(item: EvaluationItem, run: readonly WrittenSocialPost[]): PlatformScore[] {
  const sentencesByPost = run.map((post) => sentencesOf(post.content, item));
  const postsSaying = new Map<string, number>();
  for (const sentences of sentencesByPost) for (const sentence of sentences) postsSaying.set(sentence, (postsSaying.get(sentence) ?? 0) + 1);
  return SEED_PLATFORMS.map((platform): PlatformScore => {
    const indices = run.flatMap((post, index) => (post.platform === platform ? [index] : []));
    const posts = indices.map((index) => run[index]!);
    return {
      platform,
      posts: posts.length,
      repeatedSentences: indices.reduce((sum, index) => sum + sentencesByPost[index]!.filter((sentence) => postsSaying.get(sentence)! > 1).length, 0),
      markdown: posts.filter((post) => showsMarkdown(post.content)).length,
      offTopicTags: posts.reduce((sum, post) => sum + twitterText.extractHashtags(post.content).filter((tag) => !isNamedTopic(item, tag)).length, 0),
      overLimit: posts.filter((post) => checkPlatformText(post.platform, post.content).broken.length > 0).length,
    };
  });
}

/** Scores what the writer wrote for `item` against the bar. `topics`: the writer's own topics for the episode. */
export function scoreWriting(item: EvaluationItem, written: WrittenEpisodeContent, topics: readonly string[]): ItemScore {
  const draft = draftSentences(written.blogPost.content, item);
  return {
    item,
    platforms: scorePosts(item, written.socialPosts),
    offTopicTopics: topics.filter((topic) => !isNamedTopic(item, topic)),
    draftWords: wordsIn(written.blogPost.content),
    draftExpected: wordsIn(item.transcript ?? '') >= DRAFT_SOURCE_WORDS,
    draftRepeats: draft.length - new Set(draft).size,
    videoMarkdown: showsMarkdown(written.videoDescription) ? 1 : 0,
  };
}
