import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_ARTICLE } from './blog-article.errors.js';

export const DEFAULT_CATEGORY = 'financial-advice';

/** The name write use cases announce article changes under (ContentChanges); the keys are slugs. */
export const ARTICLE_AGGREGATE = 'article';

export interface ArticleDraft {
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  /** Light markdown: images, #/##/### headings, bold, italic, bullet lists, blank-line paragraphs. */
  readonly content: string;
  /** `content` rendered and sanitized when the article is written, so that a read serves it as it is stored. */
  readonly contentHtml: string;
  readonly imageUrl: string | null;
  readonly category: string;
  readonly tags: readonly string[];
  readonly featured: boolean;
  /** false: a draft, never public. */
  readonly published: boolean;
  /** A published article is public from this moment on: a later one is scheduled. */
  readonly publishedAt: Date;
}

export interface BlogArticle extends ArticleDraft {
  readonly id: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs are lower-case words joined by single hyphens: readable, and safe in a URL as they are. */
export const isValidSlug = (slug: string): boolean => slug.length <= 120 && SLUG.test(slug);

/** "Yours, Mine & Ours: Joint Accounts?" -> "yours-mine-ours-joint-accounts" */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** Tags are trimmed, lower-cased and de-duplicated, keeping their order. */
export const normaliseTags = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];

/** What a writer gives: the draft less what the blog derives (the HTML), with the rest defaulted. */
export type ArticleInput = Pick<ArticleDraft, 'title' | 'excerpt' | 'content'> & Partial<Omit<ArticleDraft, 'title' | 'excerpt' | 'content' | 'contentHtml'>>;

/** Turns an article's markdown into HTML that is safe to put into a page. */
export type RenderArticle = (content: string) => string;

/**
 * Applies the blog's rules and defaults (SPEC: category financial-advice, published true, featured false)
 * and renders the content (only a valid article, and the content as stored, so the two never disagree).
 */
export function draftArticle(input: ArticleInput, renderContent: RenderArticle): ArticleDraft {
  const title = input.title.trim();
  const slug = input.slug?.trim() || slugify(title);
  new FieldChecks(INVALID_ARTICLE)
    .require(title.length > 0, 'title', 'The article title is required.')
    .require(isValidSlug(slug), 'slug', 'The slug must be lower-case words joined by hyphens, such as "budgeting-together".')
    .require(input.excerpt.trim().length > 0, 'excerpt', 'The excerpt is required.')
    .require(input.content.trim().length > 0, 'content', 'The article content is required.')
    .throwIfAny();
  const content = input.content.trim();
  return {
    title,
    slug,
    excerpt: input.excerpt.trim(),
    content,
    contentHtml: renderContent(content),
    imageUrl: input.imageUrl ?? null,
    category: input.category?.trim() || DEFAULT_CATEGORY,
    tags: normaliseTags(input.tags ?? []),
    featured: input.featured ?? false,
    published: input.published ?? true,
    publishedAt: input.publishedAt ?? new Date(),
  };
}

/** Visitors see a published article from its `publishedAt` on: a draft never, a scheduled one not yet. */
export const isPublicAt = (article: Pick<ArticleDraft, 'published' | 'publishedAt'>, now: Date): boolean => article.published && article.publishedAt.getTime() <= now.getTime();
