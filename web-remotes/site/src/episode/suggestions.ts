/**
 * SPEC §9: up to `count` random other episodes for "You might also like". A partial Fisher–Yates
 * shuffle over a copy; `random` is injectable so the choice is testable.
 */
export function pickSuggestions<T extends { id: number }>(episodes: readonly T[], currentId: number, count = 3, random: () => number = Math.random): T[] {
  const others = episodes.filter((episode) => episode.id !== currentId);
  const picked = Math.min(count, others.length);
  for (let index = 0; index < picked; index++) {
    const swap = index + Math.floor(random() * (others.length - index));
    [others[index], others[swap]] = [others[swap], others[index]];
  }
  return others.slice(0, picked);
}
