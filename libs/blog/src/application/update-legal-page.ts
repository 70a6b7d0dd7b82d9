import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { LEGAL_PAGE_AGGREGATE, LegalPageRepository, writeLegalPage, type LegalPage, type LegalPageKind } from '../domain/index.js';
import { ArticleRenderer } from './article-renderer.js';

/** The owner's new text of a legal page: rendered and sanitized once, stored, and public at once. */
@Injectable()
export class UpdateLegalPage {
  constructor(
    private readonly pages: LegalPageRepository,
    private readonly renderer: ArticleRenderer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(kind: LegalPageKind, content: string): Promise<LegalPage> {
    const saved = await this.pages.save(writeLegalPage(kind, content, (markdown) => this.renderer.render(markdown)));
    // The public answer and the page at /privacy or /terms are cached: drop exactly this page's.
    await this.changes.publish({ aggregate: LEGAL_PAGE_AGGREGATE, keys: [kind] });
    return saved;
  }
}
