import { episodeCountLabel } from './episode-count.js';

describe(episodeCountLabel.name, () => {
  it.each([
    [0, 'Showing 0 episodes'],
    [1, 'Showing 1 episode'],
    [2, 'Showing 2 episodes'],
    [11, 'Showing 11 episodes'],
    [21, 'Showing 21 episodes'],
  ])('%i → %s', (count, label) => {
    expect(episodeCountLabel(count)).toBe(label);
  });
});
