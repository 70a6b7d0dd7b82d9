import { FieldChecks } from '@harmony/platform/domain';
import { MAX_PAGE_PATH_LENGTH } from './page-view.js';
import { REFERRER_KINDS } from './traffic-source.js';
import { DEVICE_TYPES } from './visitor-client.js';

/** The code of the InvalidInput a filter the dashboard cannot apply throws (→ 400 problem+json). */
export const INVALID_ANALYTICS_FILTER = 'invalid-analytics-filter';

/** What a filter can narrow the dashboard to: one stored field of a page view each. */
export const ANALYTICS_FILTER_FIELDS = ['page', 'referrer', 'kind', 'source', 'medium', 'campaign', 'country', 'device', 'browser', 'os'] as const;
export type AnalyticsFilterField = (typeof ANALYTICS_FILTER_FIELDS)[number];

/** The names the URL also takes, as Plausible's and the campaign tags' own: `utm_source` is the source kept. */
const ALIASES: Readonly<Record<string, AnalyticsFilterField>> = { utm_source: 'source', utm_medium: 'medium', utm_campaign: 'campaign' };

/** The value that matches a page view without the field (direct, untagged, unknown client or country). */
export const NONE_FILTER_VALUE = '(none)';

export interface AnalyticsFilter {
  readonly field: AnalyticsFilterField;
  /** null: the page views without the field. */
  readonly value: string | null;
}

/** What a filter compares with; the stored page view has these fields (RecordedPageView). */
export type FilterableView = Readonly<Record<'pageUrl' | 'referrer' | 'referrerKind' | 'source' | 'medium' | 'campaign' | 'country' | 'device' | 'browser' | 'os', string | null>>;

const VIEW_FIELD: Readonly<Record<AnalyticsFilterField, keyof FilterableView>> = {
  page: 'pageUrl',
  referrer: 'referrer',
  kind: 'referrerKind',
  source: 'source',
  medium: 'medium',
  campaign: 'campaign',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
};

/** Which values a field can hold at all: a filter outside them would only answer an empty dashboard by mistake. */
const valid = (field: AnalyticsFilterField, value: string): boolean => {
  switch (field) {
    case 'kind':
      return (REFERRER_KINDS as readonly string[]).includes(value);
    case 'device':
      return (DEVICE_TYPES as readonly string[]).includes(value);
    case 'country':
      return /^[A-Z]{2}$/.test(value);
    case 'page':
      return value.startsWith('/') && value.length <= MAX_PAGE_PATH_LENGTH;
    default:
      return value.length > 0 && value.length <= MAX_PAGE_PATH_LENGTH;
  }
};

/**
 * The filters of a dashboard request: each `?filter=field:value` (repeat the parameter to compose them; all
 * must match). Throws an InvalidInput for an unknown field, a value the field cannot hold, or a field twice.
 */
export function analyticsFilters(raw: string | readonly string[] | undefined): AnalyticsFilter[] {
  const entries = raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
  const checks = new FieldChecks(INVALID_ANALYTICS_FILTER);
  const filters: AnalyticsFilter[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const key = colon < 0 ? entry : entry.slice(0, colon);
    const field = ALIASES[key] ?? (ANALYTICS_FILTER_FIELDS as readonly string[]).find((name) => name === key);
    const value = colon < 0 ? '' : entry.slice(colon + 1);
    if (!field) {
      checks.require(false, 'filter', `Unknown filter "${key}": filters are ${[...ANALYTICS_FILTER_FIELDS, ...Object.keys(ALIASES)].join(', ')}`);
      continue;
    }
    checks
      .require(value === NONE_FILTER_VALUE || valid(field, value), 'filter', `"${value}" is not a ${field} to filter by`)
      .require(!filters.some((filter) => filter.field === field), 'filter', `Filter by ${field} once only`);
    filters.push({ field, value: value === NONE_FILTER_VALUE ? null : value });
  }
  checks.throwIfAny();
  return filters;
}

/** Whether a page view passes every filter (the in-memory fake's and the raw-row reads' rule). */
export const matchesFilters = (view: FilterableView, filters: readonly AnalyticsFilter[]): boolean =>
  filters.every((filter) => view[VIEW_FIELD[filter.field]] === filter.value);

/** The stored field a filter compares, for adapters that turn filters into a query. */
export const filteredViewField = (field: AnalyticsFilterField): keyof FilterableView => VIEW_FIELD[field];

/** The filters back as URL values, in the order given: what the dashboard's links and bookmarks carry. */
export const filterParameters = (filters: readonly AnalyticsFilter[]): string[] => filters.map(({ field, value }) => `${field}:${value ?? NONE_FILTER_VALUE}`);
