import { DescriptionSanitizer } from '../application/description-sanitizer.js';

/** What the fake makes of a description: visibly "sanitized", without loading a DOM. */
export const fakeSanitized = (description: string): string => `[sanitized]${description}`;

/** A DescriptionSanitizer that records what it was given; the DOMPurify adapter is tested on its own. */
export class FakeDescriptionSanitizer extends DescriptionSanitizer {
  readonly sanitized: string[] = [];

  sanitize(description: string): string {
    this.sanitized.push(description);
    return fakeSanitized(description);
  }
}
