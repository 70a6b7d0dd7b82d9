import { RecordedAudioRequestWrites } from '../testing/index.js';
import { RecentListeners } from './recent-listeners.js';

/** The rolled-up side: a month's set of listeners and its count, and the questions asked of it. */
class MonthSets extends RecordedAudioRequestWrites {
  readonly sets = new Map<string, Set<string>>();
  readonly asked: string[][] = [];
  override monthlyListeners = async (months: readonly string[]) => months.map((month) => ({ month, listeners: this.sets.get(month)?.size ?? 0 }));
  override listenersKnown = async (month: string, listeners: readonly string[]) => {
    this.asked.push([...listeners]);
    return listeners.filter((listener) => this.sets.get(month)?.has(listener));
  };
}

describe(RecentListeners.name, () => {
  it("adds the recent listeners the month's rolled-up set does not hold, asking about each once while the set stays as it is", async () => {
    const sets = new MonthSets();
    sets.sets.set('2026-11', new Set(['a', 'b']));
    const listeners = new RecentListeners(sets);
    const recent = (...names: string[]) => names.map((listener) => ({ month: '2026-11', listener }));

    expect(await listeners.monthly(['2026-10', '2026-11'], recent('b', 'c'))).toEqual([
      { month: '2026-10', listeners: 0 },
      { month: '2026-11', listeners: 3 },
    ]);
    expect(await listeners.monthly(['2026-11'], recent('b', 'c', 'd'))).toEqual([{ month: '2026-11', listeners: 4 }]);
    expect(sets.asked).toEqual([['b', 'c'], ['d']]);

    // A day rolled up: c joined the set, the count grew; every recent listener is asked about again.
    sets.sets.get('2026-11')!.add('c');
    expect(await listeners.monthly(['2026-11'], recent('c', 'd'))).toEqual([{ month: '2026-11', listeners: 4 }]);
    expect(sets.asked.at(-1)).toEqual(['c', 'd']);
  });
});
