/**
 * Where an episode's generated content is read: the content screen with the episode in its address by
 * the number the owner knows it by (Episode 12), on its Blog Posts tab. Here rather than in the content
 * screen, so the Episode Manager links to it without loading that screen's code.
 */
export const generatedContentPath = (episodeNumber: number): string => `/admin/content?episode=${episodeNumber}&tab=blog`;

/** An episode number as an address holds it: a whole number of 1 or more, else undefined. */
export function parseEpisodeNumber(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number > 0 ? number : undefined;
}
