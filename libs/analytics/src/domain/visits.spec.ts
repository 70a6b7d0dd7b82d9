import { NO_VISITS, addVisitTotals, pagesBy, visitFigures, visitTotals, visitsOf, type VisitStep } from './visits.js';

const at = (minutes: number): Date => new Date(Date.UTC(2026, 10, 27, 9, 0) + minutes * 60_000);
const step = (visitor: string, minutes: number, pageUrl = '/'): VisitStep => ({ visitor, timestamp: at(minutes), pageUrl });

describe(visitsOf.name, () => {
  it('splits a visitor at a 31-minute gap', () => {
    const visits = visitsOf([step('a', 0, '/'), step('a', 10, '/episodes'), step('a', 41, '/blog')]);
    expect(visits).toEqual([
      { visitor: 'a', start: at(0), end: at(10), entryPage: '/', exitPage: '/episodes', pageViews: 2 },
      { visitor: 'a', start: at(41), end: at(41), entryPage: '/blog', exitPage: '/blog', pageViews: 1 },
    ]);
  });

  it('keeps one visit across a gap of exactly 30 minutes', () => {
    expect(visitsOf([step('a', 0), step('a', 30), step('a', 60)])).toHaveLength(1);
  });

  it('keeps visitors apart and reads the page views in time order whatever the input order', () => {
    const visits = visitsOf([step('b', 5, '/b2'), step('a', 3, '/a2'), step('b', 1, '/b1'), step('a', 0, '/a1')]);
    expect(visits.map((visit) => [visit.visitor, visit.entryPage, visit.exitPage, visit.pageViews])).toEqual([
      ['a', '/a1', '/a2', 2],
      ['b', '/b1', '/b2', 2],
    ]);
  });

  it('finds no visit in no page views', () => {
    expect(visitsOf([])).toEqual([]);
  });
});

describe(visitFigures.name, () => {
  it('gives bounce rate, duration and views per visit from summed totals', () => {
    const visits = visitsOf([step('a', 0), step('a', 10), step('a', 20), step('b', 0), step('c', 0), step('c', 2)]);
    expect(visitFigures(visitTotals(visits))).toEqual({ visits: 3, bounceRate: 1 / 3, visitDurationSeconds: 440, viewsPerVisit: 2 });
  });

  it('adds days up before dividing, so a period is not an average of daily averages', () => {
    const monday = visitTotals(visitsOf([step('a', 0), step('a', 20)]));
    const tuesday = visitTotals(visitsOf([step('b', 0), step('c', 0), step('d', 0)]));
    expect(visitFigures(addVisitTotals(addVisitTotals(NO_VISITS, monday), tuesday))).toEqual({ visits: 4, bounceRate: 0.75, visitDurationSeconds: 300, viewsPerVisit: 1.25 });
  });

  it('answers zeros, not NaN, for no visits', () => {
    expect(visitFigures(NO_VISITS)).toEqual({ visits: 0, bounceRate: 0, visitDurationSeconds: 0, viewsPerVisit: 0 });
  });
});

describe(pagesBy.name, () => {
  it('ranks entry and exit pages by visits, ties by path', () => {
    const visits = visitsOf([step('a', 0, '/'), step('a', 1, '/x'), step('b', 0, '/b'), step('c', 0, '/'), step('c', 1, '/b')]);
    expect(pagesBy(visits, 'entryPage', 10)).toEqual([{ pageUrl: '/', visits: 2 }, { pageUrl: '/b', visits: 1 }]);
    expect(pagesBy(visits, 'exitPage', 1)).toEqual([{ pageUrl: '/b', visits: 2 }]);
  });
});
