import { FieldChecks } from '@harmony/platform/domain';
import { isValidSlug, MAX_SLUG_LENGTH, slugCut, slugify } from '@harmony/site-config';
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

// The slug rules are the site's URL rules, shared with the admin's form and the site's routes.
export { isValidSlug, slugify };

/** Tags are trimmed, lower-cased and de-duplicated, keeping their order. */
export const normaliseTags = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];

/** What a writer gives: the draft less what the blog derives (the HTML), with the rest defaulted. */
export type ArticleInput = Pick<ArticleDraft, 'title' | 'excerpt' | 'content'> & Partial<Omit<ArticleDraft, 'title' | 'excerpt' | 'content' | 'contentHtml'>>;

/** An edit: only the fields given change (`imageUrl: null` removes the image). */
export type ArticleChanges = Partial<Omit<ArticleDraft, 'contentHtml'>>;

/** Turns an article's markdown into HTML that is safe to put into a page. */
export type RenderArticle = (content: string) => string;

/**
 * What one article may hold. Generous for writing (100 000 characters of markdown is a very long
 * article), and a bound on what one write stores and renders.
 */
export const articleLimits = Object.freeze({ title: 200, excerpt: 1000, content: 100_000, category: 60, tags: 20, tag: 50, imageUrl: 2048 });

const atMost = (what: string, limit: number) => `${what} must be at most ${limit.toLocaleString('en-AU')} characters.`;

/** How much markdown one article holds: a write and the manager's preview refuse more alike. */
const checkContentLength = (checks: FieldChecks, content: string): FieldChecks =>
  checks.require(content.length <= articleLimits.content, 'content', atMost('The article content', articleLimits.content));

// An image is one of the site's media (/media/…) or a page on the web; never javascript: or data:.
const IMAGE_URL = /^(\/(?!\/)|https?:\/\/)[^\s]*$/i;

/**
 * A blank slug is made from the title: on a new article when none is given, on an edit when the
 * owner clears it.
 */
export const isSlugGiven = (slug: string | undefined): slug is string => Boolean(slug?.trim());

/**
 * Applies the blog's rules and defaults (SPEC: category financial-advice, published true, featured false)
 * and renders the content (only a valid article, and the content as stored, so the two never disagree).
 */
export function draftArticle(input: ArticleInput, renderContent: RenderArticle): ArticleDraft {
  const title = input.title.trim();
  const slug = isSlugGiven(input.slug) ? input.slug.trim() : slugify(title);
  const excerpt = input.excerpt.trim();
  const imageUrl = input.imageUrl?.trim() || null;
  const category = input.category?.trim().toLowerCase() || DEFAULT_CATEGORY;
  const tags = normaliseTags(input.tags ?? []);
  const checks = new FieldChecks(INVALID_ARTICLE)
    .require(title.length > 0, 'title', 'The article title is required.')
    .require(title.length <= articleLimits.title, 'title', atMost('The article title', articleLimits.title))
    // A slug to be made from a missing title is the title's problem alone.
    .require(isValidSlug(slug) || (!isSlugGiven(input.slug) && !title), 'slug', 'The slug must be lower-case words joined by hyphens, such as "budgeting-together".')
    .require(excerpt.length > 0, 'excerpt', 'The excerpt is required.')
    .require(excerpt.length <= articleLimits.excerpt, 'excerpt', atMost('The excerpt', articleLimits.excerpt))
    .require(input.content.trim().length > 0, 'content', 'The article content is required.');
  checkContentLength(checks, input.content)
    .require(imageUrl === null || (imageUrl.length <= articleLimits.imageUrl && IMAGE_URL.test(imageUrl)), 'imageUrl', 'The image must be an address on this site (/media/…) or a web address (https://…).')
    .require(category.length <= articleLimits.category && isValidSlug(category), 'category', 'The category must be lower-case words joined by hyphens, such as "financial-advice".')
    .require(tags.length <= articleLimits.tags, 'tags', `Use at most ${articleLimits.tags} tags.`)
    .require(tags.every((tag) => tag.length <= articleLimits.tag), 'tags', `Each tag must be at most ${articleLimits.tag} characters.`)
    .require(input.publishedAt === undefined || !Number.isNaN(input.publishedAt.getTime()), 'publishedAt', 'The publication date is not a valid date.')
    .throwIfAny();
  const content = input.content.trim();
  return {
    title,
    slug,
    excerpt,
    content,
    contentHtml: renderContent(content),
    imageUrl,
    category,
    tags,
    featured: input.featured ?? false,
    published: input.published ?? true,
    publishedAt: input.publishedAt ?? new Date(),
  };
}

/**
 * An edited article: the changes over what is stored, under the same rules as a new one. The slug is
 * kept when the title changes (links already shared keep working); only a given slug moves it, and a
 * blank one is made from the title again. `publishedAt` is the owner's: publishing or unpublishing
 * never moves it.
 */
export function reviseArticle(current: ArticleDraft, changes: ArticleChanges, renderContent: RenderArticle): ArticleDraft {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ArticleChanges;
  return draftArticle({ ...current, ...given }, renderContent);
}

/**
 * The manager's live preview: the content rendered as a write would store it, by the same renderer, so
 * the owner sees what the public page will show. Nothing yet written previews as nothing.
 */
export function previewArticleContent(content: string, renderContent: RenderArticle): string {
  checkContentLength(new FieldChecks(INVALID_ARTICLE), content).throwIfAny();
  const written = content.trim();
  return written ? renderContent(written) : '';
}

/** Visitors see a published article from its `publishedAt` on: a draft never, a scheduled one not yet. */
export const isPublicAt = (article: Pick<ArticleDraft, 'published' | 'publishedAt'>, now: Date): boolean => article.published && article.publishedAt.getTime() <= now.getTime();

/** Where an article stands for visitors at `now`, as the manager shows it. */
export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export const articleStatus = (article: Pick<ArticleDraft, 'published' | 'publishedAt'>, now: Date): ArticleStatus =>
  !article.published ? 'draft' : isPublicAt(article, now) ? 'published' : 'scheduled';

/**
 * The `n`th candidate address for a slug made from a title, when earlier ones are taken: the slug
 * itself, then "slug-2", "slug-3"…, cut so that it stays a valid slug.
 */
export function numberedSlug(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${n}`;
  return `${slugCut(slug, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
}
