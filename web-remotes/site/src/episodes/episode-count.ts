/** SPEC §2: "Showing N episode(s)" — singular for exactly one, plural otherwise (including none). */
export const episodeCountLabel = (count: number): string => `Showing ${count} ${count === 1 ? 'episode' : 'episodes'}`;
