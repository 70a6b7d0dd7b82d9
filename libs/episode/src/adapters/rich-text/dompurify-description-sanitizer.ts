import { Injectable } from '@nestjs/common';
import { renderRichMarkdown } from '@harmony/platform';
import { DescriptionSanitizer } from '../../application/description-sanitizer.js';

/** The platform's markdown renderer, the articles' own (marked, then DOMPurify over jsdom, loaded on first use: only writes and migrations pay for it). */
@Injectable()
export class DomPurifyDescriptionSanitizer extends DescriptionSanitizer {
  sanitize(description: string): string {
    return renderRichMarkdown(description);
  }
}
