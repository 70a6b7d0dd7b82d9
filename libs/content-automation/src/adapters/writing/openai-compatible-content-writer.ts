import type { Cancellable } from '../../application/cancellable.js';
import { ContentWriter, type WritingBrief, type WrittenBlogPost, type WrittenEpisodeContent, type WrittenSocialPost } from '../../application/content-writer.js';
import {
  BLOG_DRAFT_RULES,
  blogContentProblem,
  checkPlatformText,
  PLATFORM_LIMITS,
  PULL_QUOTE_MAX_CHARACTERS,
  quoteStartSeconds,
  SEED_PLATFORMS,
  SOCIAL_SLOTS,
  slotsFor,
  sourceTextOf,
  type SocialSlot,
} from '../../domain/index.js';
import { field, postToService, type OpenAiCompatibleService } from '../openai-compatible/openai-compatible-http.js';
import type { FallbackWriter } from './fallback-writer.js';
import { showNotesAsText } from './show-notes-text.js';

/** How much of the source goes into a prompt: a 60-minute transcript (≈ 50,000 characters) fits a small model's context cut to this. */
const SOURCE_CHARACTERS_IN_PROMPT = 24_000;
const EXISTING_TEXTS_IN_PROMPT = 40;
const VIDEO_DESCRIPTION_MAX_CHARACTERS = 5_000;

const SYSTEM_PROMPT = 'You write the marketing content of a podcast: clear, warm, specific to the episode, never generic. You answer with one JSON object and nothing else.';

const platformRules = (): string =>
  SEED_PLATFORMS.map((platform) => {
    const limits = PLATFORM_LIMITS[platform];
    const link = limits.linkCharacters === null ? '' : `, every link counted as ${limits.linkCharacters}`;
    const hashtags = limits.hashtags === null ? '' : `, at most ${limits.hashtags} hashtags`;
    return `- ${platform} (${limits.name}): at most ${limits.characters} characters${link}${hashtags}.`;
  }).join('\n');

const TONE = [
  'Tone per network: twitter short and punchy with 1 or 2 hashtags and the episode link;',
  'linkedin professional and reflective; instagram lively, with emoji and a block of relevant hashtags;',
  'facebook conversational, inviting comments. An "image" post goes with a quote card of the pull quote;',
  'a "reel" post goes with a short vertical clip; a "text" post stands alone. Every post includes the episode link.',
].join(' ');

function sourceSection(brief: WritingBrief): string {
  const source = sourceTextOf({ transcript: brief.transcript?.text, showNotes: showNotesAsText(brief.episode.description), title: brief.episode.title });
  const cut = source.length > SOURCE_CHARACTERS_IN_PROMPT ? `${source.slice(0, SOURCE_CHARACTERS_IN_PROMPT)} […]` : source;
  return [
    `Episode number: ${brief.episode.number}`,
    `Episode title: ${brief.episode.title}`,
    `Episode link: ${brief.episodeUrl}`,
    `${brief.transcript?.text.trim() ? 'Transcript' : 'Show notes'}:`,
    cut,
  ].join('\n');
}

const slotList = (slots: readonly SocialSlot[]): string => slots.map((slot, index) => `${index + 1}. platform "${slot.platform}", contentType "${slot.contentType}"`).join('\n');

function episodePrompt(brief: WritingBrief): string {
  return [
    sourceSection(brief),
    '',
    'Write a JSON object with exactly these fields:',
    `- "blogPost": {"title", "excerpt" (one or two sentences), "content"}: content is markdown of at least ${BLOG_DRAFT_RULES.minCharacters} characters with "## " section headings and a "## ${BLOG_DRAFT_RULES.takeawaysHeading}" section holding a bullet list.`,
    `- "socialPosts": an array of ${SOCIAL_SLOTS.length} objects {"platform", "contentType", "content"}, one for each of:`,
    slotList(SOCIAL_SLOTS),
    '  No two posts may have the same text. Each must keep its network\'s limits:',
    platformRules(),
    `  ${TONE}`,
    `- "pullQuote": one striking sentence said in the episode, at most ${PULL_QUOTE_MAX_CHARACTERS} characters.`,
    '- "videoDescription": a description for the video podcast: two short paragraphs and the episode link.',
  ].join('\n');
}

function morePostsPrompt(brief: WritingBrief, slots: readonly SocialSlot[], existing: readonly string[]): string {
  return [
    sourceSection(brief),
    '',
    `Write a JSON object {"socialPosts": [...]} with ${slots.length} objects {"platform", "contentType", "content"}, in this order:`,
    slotList(slots),
    'Each must keep its network\'s limits:',
    platformRules(),
    TONE,
    'No two posts may have the same text, and none may repeat any of these existing posts:',
    JSON.stringify(existing.slice(-EXISTING_TEXTS_IN_PROMPT)),
  ].join('\n');
}

/** The JSON object a chat completion holds, or null when the answer is not one (some models wrap it in a code fence). */
function answerObject(completion: unknown): unknown {
  const choices = field(completion, 'choices');
  const content = field(field(Array.isArray(choices) ? choices[0] : undefined, 'message'), 'content');
  if (typeof content !== 'string') return null;
  try {
    return JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function validBlogPost(value: unknown): WrittenBlogPost | null {
  const title = text(field(value, 'title'));
  const excerpt = text(field(value, 'excerpt'));
  const content = text(field(value, 'content'));
  return title && excerpt && content && blogContentProblem(content) === null ? { title, excerpt, content } : null;
}

/** The answer's posts that fit their slot's network, by slot (first valid one for each), duplicates of `taken` left out. */
function validPosts(value: unknown, taken: ReadonlySet<string>): Map<string, string[]> {
  const bySlot = new Map<string, string[]>();
  const posts = field(value, 'socialPosts');
  for (const post of Array.isArray(posts) ? posts : []) {
    const platform = field(post, 'platform');
    const contentType = field(post, 'contentType');
    const content = text(field(post, 'content'));
    const slot = SOCIAL_SLOTS.find((candidate) => candidate.platform === platform && candidate.contentType === contentType);
    if (!slot || !content || taken.has(content) || checkPlatformText(slot.platform, content).broken.length > 0) continue;
    const key = slotKey(slot);
    bySlot.set(key, [...(bySlot.get(key) ?? []), content]);
  }
  return bySlot;
}

const slotKey = (slot: SocialSlot): string => `${slot.platform}/${slot.contentType}`;

/**
 * Writes through an OpenAI-compatible chat endpoint (`POST {AI_BASE_URL}/chat/completions`, JSON mode).
 * The answer is checked piece by piece: a blog post breaking the draft rules, a post breaking its
 * network's limits or repeating another, a missing or too long pull quote, or an answer that is no JSON
 * object at all, is replaced by what the fallback (the built-in offline writer) writes for that piece, so a
 * job never fails for a model's slip. A service that refuses (non-2xx), times out or cannot be reached
 * is an error: the job fails (and is retried) with its message.
 */
export class OpenAiCompatibleContentWriter extends ContentWriter {
  constructor(
    private readonly service: OpenAiCompatibleService,
    private readonly fallback: FallbackWriter,
  ) {
    super();
  }

  override async writeEpisodeContent(brief: WritingBrief, { signal }: Cancellable = {}): Promise<WrittenEpisodeContent> {
    const answer = await this.complete(episodePrompt(brief), signal);
    const pullQuote = text(field(answer, 'pullQuote'));
    const videoDescription = text(field(answer, 'videoDescription'));
    return {
      blogPost: validBlogPost(field(answer, 'blogPost')) ?? this.fallback.writeBlogPost(brief),
      socialPosts: this.keepOrReplace(brief, answer, SOCIAL_SLOTS, []),
      ...(pullQuote && pullQuote.length <= PULL_QUOTE_MAX_CHARACTERS ? { pullQuote, pullQuoteStartSeconds: quoteStartSeconds(pullQuote, brief.transcript?.segments ?? []) } : this.fallback.writePullQuote(brief)),
      videoDescription: videoDescription && videoDescription.length <= VIDEO_DESCRIPTION_MAX_CHARACTERS ? videoDescription : this.fallback.writeVideoDescription(brief),
      // The offline writer's: a short announcement built from the episode's own ranked sentences needs no model call.
      newsletter: this.fallback.writeNewsletter(brief),
    };
  }

  override async writeSocialPosts(brief: WritingBrief, count: number, existing: readonly string[]): Promise<WrittenSocialPost[]> {
    const slots = slotsFor(count);
    const answer = await this.complete(morePostsPrompt(brief, slots, existing));
    return this.keepOrReplace(brief, answer, slots, existing);
  }

  /**
   * One post per slot: the service's when it fits and is new, else the fallback's, written
   * together for the slots left so that they say nothing the others (or the existing posts) say.
   */
  private keepOrReplace(brief: WritingBrief, answer: unknown, slots: readonly SocialSlot[], existing: readonly string[]): WrittenSocialPost[] {
    const taken = new Set(existing.map((content) => content.trim()));
    const offered = validPosts(answer, taken);
    const kept = slots.map((slot) => {
      const content = (offered.get(slotKey(slot)) ?? []).find((candidate) => !taken.has(candidate));
      if (content) taken.add(content);
      return content ? { ...slot, content } : null;
    });
    const missing = slots.filter((_, index) => kept[index] === null);
    const replacements = missing.length > 0 ? this.fallback.writeSocialPostsFor(brief, missing, [...taken]) : [];
    return kept.map((post) => post ?? replacements.shift()!);
  }

  private async complete(prompt: string, signal?: AbortSignal): Promise<unknown> {
    const completion = await postToService(
      this.service,
      'writing service',
      '/chat/completions',
      JSON.stringify({
        model: this.service.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: prompt },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.7,
      }),
      signal,
    );
    return answerObject(completion);
  }
}
