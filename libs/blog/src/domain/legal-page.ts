import { FieldChecks } from '@harmony/platform/domain';
import type { LegalPageKind } from '@harmony/site-config';
import type { RenderArticle } from './blog-article.js';

export { isLegalPageKind, legalPageKinds, legalPageNames, type LegalPageKind } from '@harmony/site-config';

/** The name write use cases announce legal page changes under (ContentChanges); the keys are kinds. */
export const LEGAL_PAGE_AGGREGATE = 'legal-page';

/** The code of the InvalidInput an edit that breaks a legal page's rules throws. */
export const INVALID_LEGAL_PAGE = 'invalid-legal-page';

/** A legal page's markdown: a long policy is a few thousand words; more is a mistake (a pasted file). */
export const legalPageLimits = Object.freeze({ content: 20_000 });

/** The text a legal page shows: the owner's, or, until they write one, the site's default (`updatedAt` null). */
export interface LegalPage {
  readonly kind: LegalPageKind;
  /** Light markdown, as the article editor writes it. */
  readonly content: string;
  /** `content` rendered and sanitized when written: reads serve it as it is. */
  readonly contentHtml: string;
  /** When the owner last saved it; null: the default text shipped with the site, never edited. */
  readonly updatedAt: Date | null;
}

/** What a save stores: the page less the time the store gives it. */
export type LegalPageDraft = Omit<LegalPage, 'updatedAt'>;

/**
 * The owner's new text for a legal page, checked and rendered once: a page must say something (an empty
 * policy would read as "we promise nothing"), and stay within the limit.
 */
export function writeLegalPage(kind: LegalPageKind, content: string, render: RenderArticle): LegalPageDraft {
  const written = content.trim();
  new FieldChecks(INVALID_LEGAL_PAGE)
    .require(written.length > 0, 'content', 'The page content is required.')
    .require(written.length <= legalPageLimits.content, 'content', `The page content must be at most ${legalPageLimits.content.toLocaleString('en-AU')} characters.`)
    .throwIfAny();
  return { kind, content: written, contentHtml: render(written) };
}
