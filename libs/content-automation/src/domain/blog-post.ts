import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_BLOG_POST } from './content-automation.errors.js';
import { movePublication, type MoveOptions } from './publication.js';
import { statusMachine, type StatusMove } from './status-machine.js';

/** SPEC §4. A blog post is stored `draft` (SPEC §9). */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/**
 * A draft becomes `published` when the owner publishes it as a blog article (or `scheduled` when that
 * article goes public later); a plan may be called off, back to `draft`. Nothing leaves `published`.
 */
export const blogPostStatuses = statusMachine<BlogPostStatus, StatusMove<BlogPostStatus>>({
  subject: 'blog post',
  statuses: BLOG_POST_STATUSES,
  words: { draft: 'draft', scheduled: 'scheduled', published: 'published' },
  invalidCode: INVALID_BLOG_POST,
  moves: [
    { from: 'draft', to: 'published' },
    { from: 'draft', to: 'scheduled' },
    { from: 'scheduled', to: 'published' },
    { from: 'scheduled', to: 'draft' },
  ],
});

export interface BlogPostDraft {
  readonly episodeId: number;
  readonly title: string;
  /** Markdown, the light kind blog articles take (headings, lists, bold, italic). */
  readonly content: string;
  readonly excerpt: string;
  readonly imageUrl: string | null;
  readonly status: BlogPostStatus;
  readonly scheduledFor: Date | null;
  readonly publishedAt: Date | null;
}

/** SPEC §3 `blog_posts`. */
export interface BlogPost extends BlogPostDraft {
  readonly id: number;
  readonly createdAt: Date;
}

export interface BlogPostInput {
  readonly episodeId: number;
  readonly title: string;
  readonly content: string;
  readonly excerpt: string;
  readonly imageUrl?: string | null;
}

/**
 * What makes a draft worth the owner's review (issue 10): at least 600 characters of markdown (trimmed),
 * at least one section heading, and a key takeaways section. See `blogContentProblem`.
 */
export const BLOG_DRAFT_RULES = Object.freeze({ minCharacters: 600, takeawaysHeading: 'Key takeaways' });

// An ATX heading ("## Title", levels 1 to 6); a list item ("- ", "* ", "+ ", "1. ", "1) ").
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])[ \t]+\S/;
const FENCE = /^ {0,3}(```|~~~)/;
const isTakeawaysTitle = (title: string): boolean => title.replace(/:$/, '').trim().toLowerCase() === BLOG_DRAFT_RULES.takeawaysHeading.toLowerCase();

interface Section {
  readonly title: string;
  readonly lines: readonly string[];
}

/** The markdown's sections: each ATX heading with the lines under it, fenced code skipped (a `#` there is no heading). */
function sections(markdown: string): Section[] {
  const found: { title: string; lines: string[] }[] = [];
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = HEADING.exec(line);
    if (heading) found.push({ title: heading[1] ?? '', lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

/**
 * The first draft rule `content` breaks, as the owner reads it, or null. The exact rules:
 * - at least `minCharacters` (600) characters once trimmed;
 * - at least one ATX heading (`#` to `######`, outside fenced code) other than the key takeaways one:
 *   a section of the post itself;
 * - a heading reading "Key takeaways" (any level and case, a trailing colon allowed) with at least one
 *   list item (`-`, `*`, `+` or numbered) before the next heading. It need not come last.
 * Setext headings (a line underlined with `===`) are not counted: the writer and the blog use `#`.
 */
export function blogContentProblem(content: string): string | null {
  const text = content.trim();
  const { minCharacters, takeawaysHeading } = BLOG_DRAFT_RULES;
  if (text.length < minCharacters) return `The blog post must be at least ${minCharacters} characters long: this one has ${text.length}.`;
  const found = sections(text);
  if (!found.some((section) => !isTakeawaysTitle(section.title))) return 'Give the blog post at least one section heading, a line such as "## Why it matters".';
  const takeaways = found.filter((section) => isTakeawaysTitle(section.title));
  if (!takeaways.some((section) => section.lines.some((line) => LIST_ITEM.test(line)))) {
    return `Add the key takeaways: a "## ${takeawaysHeading}" heading with at least one bullet point under it.`;
  }
  return null;
}

/** A new blog post, `draft` (SPEC §9), once its episode, title, excerpt and content keep the draft rules. */
export function draftBlogPost(input: BlogPostInput): BlogPostDraft {
  const title = input.title.trim();
  const excerpt = input.excerpt.trim();
  const content = input.content.trim();
  const contentProblem = blogContentProblem(content);
  new FieldChecks(INVALID_BLOG_POST)
    .require(Number.isInteger(input.episodeId) && input.episodeId >= 1, 'episodeId', 'The episode id must be a whole number of 1 or more.')
    .require(title.length > 0, 'title', 'The blog post title is required.')
    .require(excerpt.length > 0, 'excerpt', 'The excerpt is required.')
    .require(contentProblem === null, 'content', contentProblem ?? '')
    .throwIfAny();
  return { episodeId: input.episodeId, title, content, excerpt, imageUrl: input.imageUrl?.trim() || null, status: 'draft', scheduledFor: null, publishedAt: null };
}

/** The blog post in status `to`, as a request gives it: see `movePublication` for the errors and the fields a move sets. */
export const transitionBlogPost = <T extends Pick<BlogPostDraft, 'status' | 'scheduledFor' | 'publishedAt'>>(post: T, to: string, options: MoveOptions = {}): T => movePublication(blogPostStatuses, post, to, options);
