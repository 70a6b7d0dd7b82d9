const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe inside HTML or XML, as element content or as a quoted attribute value (either quote):
 * the one escape of the pages, the podcast feed and generated SVG.
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => entities[character]!);
