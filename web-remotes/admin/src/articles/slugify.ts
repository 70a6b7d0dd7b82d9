const MAX_SLUG_LENGTH = 120;

/**
 * The blog's slug of a title, as the server makes it (libs/blog slugify), so the form shows the address
 * the article will get: "Yours, Mine & Ours: Joint Accounts?" -> "yours-mine-ours-joint-accounts".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
