/**
 * Makes an episode description as written (markdown, like an article's: HTML among it passes through, so
 * descriptions stored as HTML read as before) into HTML that is safe to put into a page. Write use cases
 * run it once, through `draftEpisode`, and the result is stored: reads never render (ARCHITECTURE §10).
 */
export abstract class DescriptionSanitizer {
  abstract sanitize(description: string): string;
}
