/**
 * The blog's article addresses (`/blog/{slug}`), known alike to the blog, which keeps them, the admin's
 * article form, which shows the address a title will get, and the site's routes.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

/** Slugs are lower-case words joined by single hyphens: readable, and safe in a URL as they are. */
export const isValidSlug = (slug: string): boolean => slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);

const SLUG_IN_ANY_CASE = new RegExp(SLUG.source, 'i');
/** A slug as a URL may write it: the blog's, in capitals too (ASCII only: no other letter folds into one). */
export const isSlugInUrl = (segment: string): boolean => SLUG_IN_ANY_CASE.test(segment);

/** Cuts a slug to `length` without leaving a hyphen at its end. */
export const slugCut = (slug: string, length: number): string => slug.slice(0, length).replace(/-+$/, '');

/** "Yours, Mine & Ours: Joint Accounts?" -> "yours-mine-ours-joint-accounts" */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slugCut(slug, MAX_SLUG_LENGTH);
}
