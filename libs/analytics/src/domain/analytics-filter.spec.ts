import { fieldErrorsFor } from '../testing/index.js';
import { analyticsFilters, filterParameters, INVALID_ANALYTICS_FILTER, matchesFilters, type FilterableView } from './analytics-filter.js';

const fieldErrorsOf = fieldErrorsFor(INVALID_ANALYTICS_FILTER);

const view = (overrides: Partial<FilterableView> = {}): FilterableView => ({
  pageUrl: '/episodes',
  referrer: 'google.com',
  referrerKind: 'search',
  source: 'google.com',
  medium: null,
  campaign: null,
  country: 'AU',
  device: 'mobile',
  browser: 'Mobile Safari',
  os: 'iOS',
  ...overrides,
});

describe(analyticsFilters.name, () => {
  it('takes none, one, or several composed', () => {
    expect(analyticsFilters(undefined)).toEqual([]);
    expect(analyticsFilters('page:/episodes')).toEqual([{ field: 'page', value: '/episodes' }]);
    expect(analyticsFilters(['country:AU', 'utm_campaign:spring:sale', 'medium:(none)'])).toEqual([
      { field: 'country', value: 'AU' },
      { field: 'campaign', value: 'spring:sale' },
      { field: 'medium', value: null },
    ]);
  });

  it.each([
    ['colour:red', 'Unknown filter "colour": filters are page, referrer, kind, source, medium, campaign, country, device, browser, os, utm_source, utm_medium, utm_campaign'],
    ['page', '"" is not a page to filter by'],
    ['page:episodes', '"episodes" is not a page to filter by'],
    ['device:phone', '"phone" is not a device to filter by'],
    ['country:au', '"au" is not a country to filter by'],
  ])('refuses %p', (raw, message) => {
    expect(fieldErrorsOf(() => analyticsFilters(raw))).toEqual([{ field: 'filter', message }]);
  });

  it('refuses the same field twice, whatever name it goes by', () => {
    expect(fieldErrorsOf(() => analyticsFilters(['source:newsletter', 'utm_source:podcast']))).toEqual([{ field: 'filter', message: 'Filter by source once only' }]);
  });

  it('gives back what it read, for links and bookmarks', () => {
    const raw = ['page:/episodes', 'campaign:(none)'];
    expect(filterParameters(analyticsFilters(raw))).toEqual(raw);
  });
});

describe(matchesFilters.name, () => {
  it('lets a page view through when every filter matches', () => {
    expect(matchesFilters(view(), analyticsFilters(['page:/episodes', 'country:AU', 'device:mobile', 'kind:search']))).toBe(true);
    expect(matchesFilters(view(), analyticsFilters(['page:/episodes', 'country:NZ']))).toBe(false);
  });

  it('matches (none) to a page view without the field', () => {
    expect(matchesFilters(view(), analyticsFilters('campaign:(none)'))).toBe(true);
    expect(matchesFilters(view({ campaign: 'spring' }), analyticsFilters('campaign:(none)'))).toBe(false);
  });
});
