import { episodePacing, pacingDays } from './episode-pacing.js';

describe('episodePacing', () => {
  // Downloads around a release on 2026-11-01: one stray request the day before, then a falling curve.
  const daily = [
    { day: '2026-10-31', downloads: 2 },
    { day: '2026-11-01', downloads: 100 },
    { day: '2026-11-02', downloads: 40 },
    { day: '2026-11-03', downloads: 20 },
    { day: '2026-11-07', downloads: 5 },
    { day: '2026-11-08', downloads: 3 },
    { day: '2026-11-30', downloads: 1 },
    { day: '2026-12-01', downloads: 1 },
    { day: '2027-02-01', downloads: 4 },
  ];

  it.each([
    // [today, day 1, day 3, day 7, day 30, day 90]
    ['2026-11-01', 102, null, null, null, null],
    ['2026-11-03', 102, 162, null, null, null],
    ['2026-11-07', 102, 162, 167, null, null],
    ['2026-11-30', 102, 162, 167, 171, null],
    ['2027-01-29', 102, 162, 167, 171, 172],
    ['2027-03-01', 102, 162, 167, 171, 172],
  ])('on %s counts the first days from the release day (day 1), null for days not yet lived', (today, d1, d3, d7, d30, d90) => {
    const { milestones } = episodePacing('2026-11-01', today, daily.filter(({ day }) => day <= today));
    expect(milestones).toEqual({ 1: d1, 3: d3, 7: d7, 30: d30, 90: d90 });
  });

  it('counts all time, whatever the age', () => {
    expect(episodePacing('2026-11-01', '2027-03-01', daily).allTime).toBe(176);
  });

  it('draws the cumulative downloads of the first 30 days, as far as the episode has lived', () => {
    expect(episodePacing('2026-11-01', '2026-11-04', daily.filter(({ day }) => day <= '2026-11-04')).cumulative).toEqual([102, 142, 162, 162]);
    const month = episodePacing('2026-11-01', '2027-03-01', daily).cumulative;
    expect(month).toHaveLength(30);
    expect(month[6]).toBe(167);
    expect(month[29]).toBe(171);
  });

  it('gives an episode released today one day and an unreleased one none', () => {
    expect(episodePacing('2026-11-01', '2026-11-01', []).cumulative).toEqual([0]);
    expect(episodePacing('2026-11-02', '2026-11-01', []).cumulative).toEqual([]);
  });
});

describe('pacingDays', () => {
  it('reads up to the 90th day, from the 31st summed', () => {
    expect(pacingDays('2026-11-01')).toEqual({ foldFrom: '2026-12-01', lastDay: '2027-01-29' });
    // Summed on day 31, days 31 to 90 change no figure.
    const daily = [
      { day: '2026-11-01', downloads: 100 },
      { day: '2026-11-30', downloads: 1 },
      { day: '2026-12-01', downloads: 2 },
      { day: '2027-01-29', downloads: 4 },
    ];
    const folded = [...daily.slice(0, 2), { day: '2026-12-01', downloads: 6 }];
    expect(episodePacing('2026-11-01', '2027-03-01', folded).milestones).toEqual(episodePacing('2026-11-01', '2027-03-01', daily).milestones);
    expect(episodePacing('2026-11-01', '2027-03-01', folded).cumulative).toEqual(episodePacing('2026-11-01', '2027-03-01', daily).cumulative);
  });
});
