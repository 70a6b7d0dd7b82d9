import { pickSuggestions } from './suggestions.js';

const episodes = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
const ids = (list: readonly { id: number }[]) => list.map(({ id }) => id);

describe(pickSuggestions.name, () => {
  it('never suggests the current episode, and gives at most 3', () => {
    for (let run = 0; run < 50; run++) {
      const picked = pickSuggestions(episodes, 4);
      expect(picked).toHaveLength(3);
      expect(ids(picked)).not.toContain(4);
      expect(new Set(ids(picked)).size).toBe(3);
    }
  });

  it('chooses with the random source it is given', () => {
    // random() = 0 always swaps in the first remaining episode: the list order.
    expect(ids(pickSuggestions(episodes, 1, 3, () => 0))).toEqual([2, 3, 4]);
    // random() just under 1 always takes the last remaining one.
    expect(ids(pickSuggestions(episodes, 1, 3, () => 0.999))).toEqual([6, 2, 3]);
  });

  it('gives every other episode a chance', () => {
    const seen = new Set<number>();
    for (let run = 0; run < 200; run++) ids(pickSuggestions(episodes, 1)).forEach((id) => seen.add(id));
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('returns all the others when there are fewer than asked, and none for a lone episode', () => {
    expect(ids(pickSuggestions([{ id: 1 }, { id: 2 }, { id: 3 }], 2)).sort()).toEqual([1, 3]);
    expect(pickSuggestions([{ id: 1 }], 1)).toEqual([]);
    expect(pickSuggestions([], 1)).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    pickSuggestions(list, 9);
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});
