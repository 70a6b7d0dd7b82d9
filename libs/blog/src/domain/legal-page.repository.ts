import type { LegalPageKind } from '@harmony/site-config';
import type { LegalPage, LegalPageDraft } from './legal-page.js';

/** The owner's texts of the legal pages, one per kind. */
export abstract class LegalPageRepository {
  /** null: the owner never saved this page (the site shows its default). */
  abstract find(kind: LegalPageKind): Promise<LegalPage | null>;
  /** Writes the page's text, replacing any earlier one; answers it as stored. */
  abstract save(page: LegalPageDraft): Promise<LegalPage>;
}
