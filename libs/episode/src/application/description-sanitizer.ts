/**
 * Makes an episode description (HTML as written) safe to put into a page. Write use cases run it once,
 * through `draftEpisode`, and the result is stored: reads never sanitize (ARCHITECTURE §10).
 */
export abstract class DescriptionSanitizer {
  abstract sanitize(description: string): string;
}
