import { Injectable } from '@nestjs/common';
import { sanitizeRichHtml } from '@harmony/platform';
import { DescriptionSanitizer } from '../../application/description-sanitizer.js';

/** The platform's DOMPurify (over jsdom, loaded on first use: only writes and migrations pay for it). */
@Injectable()
export class DomPurifyDescriptionSanitizer extends DescriptionSanitizer {
  sanitize(description: string): string {
    return sanitizeRichHtml(description);
  }
}
