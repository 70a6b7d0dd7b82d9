import { ArticleSlugTaken, numberedSlug, type BlogArticleRepository } from '../domain/index.js';

// Far more same-titled articles than one blog writes; past it, the owner picks the slug.
const MAX_NUMBERED = 100;

/**
 * The address an article is written under (`exceptId`: the article being edited). A slug the owner gave
 * is kept, or refused with ArticleSlugTaken (shown on the slug field) when another article has it. One
 * the blog made from the title is numbered instead, "-2", "-3"… until free: nobody chose it. Checked
 * before writing, so the usual conflict never reaches the table, whose unique slug still refuses a
 * concurrent one (the adapter answers it as ArticleSlugTaken too).
 */
export async function slugToWrite(articles: BlogArticleRepository, slug: string, madeFromTitle: boolean, exceptId?: number): Promise<string> {
  const candidates = madeFromTitle ? MAX_NUMBERED : 1;
  for (let n = 1; n <= candidates; n += 1) {
    const candidate = numberedSlug(slug, n);
    if (!(await articles.isSlugTaken(candidate, exceptId))) return candidate;
  }
  throw new ArticleSlugTaken(slug);
}
