import { Injectable } from '@nestjs/common';
import { defaultLegalPageContent, type LegalPage, type LegalPageKind, type LegalPageSite } from '../domain/index.js';
import { ArticleRenderer } from './article-renderer.js';

/** The site's name and contact address, as the default texts quote them (the composition root gives the site config's). */
export abstract class LegalPageSettings implements LegalPageSite {
  abstract readonly productName: string;
  abstract readonly contactEmail: string;
}

/**
 * The legal pages a site shows until the owner saves their own, rendered by the renderer a save stores
 * with, once per process (the text depends only on the site config, fixed at start).
 */
@Injectable()
export class DefaultLegalPages {
  private readonly rendered = new Map<LegalPageKind, LegalPage>();

  constructor(
    private readonly site: LegalPageSettings,
    private readonly renderer: ArticleRenderer,
  ) {}

  of(kind: LegalPageKind): LegalPage {
    let page = this.rendered.get(kind);
    if (!page) {
      const content = defaultLegalPageContent(kind, this.site);
      page = { kind, content, contentHtml: this.renderer.render(content), updatedAt: null };
      this.rendered.set(kind, page);
    }
    return page;
  }
}
