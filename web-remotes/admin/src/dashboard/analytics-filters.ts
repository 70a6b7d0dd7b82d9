import { useCallback } from 'react';
import { useSearchParamsUpdater } from '../common/index.js';
import { countryName } from './formatting.js';

/** What the dashboard can be filtered by (issue 27 item 5; the API's `filter=field:value`), as the owner reads each. */
const FIELD_LABELS = {
  page: 'Page',
  referrer: 'Referrer',
  kind: 'Kind',
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  country: 'Country',
  device: 'Device',
  browser: 'Browser',
  os: 'Operating system',
} as const;
export type FilterField = keyof typeof FIELD_LABELS;

/** The API's value for "the page views without the field" (direct, untagged, unknown). */
const NONE_VALUE = '(none)';

/** A filter of the address: `param` is its URL form, `source:google.com`. */
export interface AnalyticsFilter {
  field: FilterField;
  /** null: the page views without the field. */
  value: string | null;
  param: string;
}

const isField = (name: string): name is FilterField => Object.hasOwn(FIELD_LABELS, name);

/** `source:google.com` -> the filter; undefined for what is not one (the API says why it refuses such an address). */
export function parseFilter(param: string): AnalyticsFilter | undefined {
  const colon = param.indexOf(':');
  const field = param.slice(0, colon);
  if (colon < 0 || !isField(field)) return undefined;
  const value = param.slice(colon + 1);
  return { field, value: value === NONE_VALUE ? null : value, param };
}

export const filterParam = (field: FilterField, value: string | null): string => `${field}:${value ?? NONE_VALUE}`;

const KIND_LABELS: Readonly<Record<string, string>> = { search: 'Search', social: 'Social', podcast: 'Podcast apps', direct: 'Direct', other: 'Other' };
const DEVICE_LABELS: Readonly<Record<string, string>> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', tv: 'TV', console: 'Console', other: 'Other' };
/** What a row without the field stands for. SPEC: no referrer is shown as Direct Traffic. */
const NONE_LABELS: Readonly<Record<FilterField, string>> = {
  page: 'No page',
  referrer: 'Direct Traffic',
  kind: 'Unknown',
  source: 'No source',
  medium: 'No medium',
  campaign: 'No campaign',
  country: 'Unknown',
  device: 'Unknown',
  browser: 'Unknown',
  os: 'Unknown',
};

/** A value as the tables and filters show it: a country's name, a kind's or device's word. */
export function valueLabel(field: FilterField, value: string | null): string {
  if (value === null) return NONE_LABELS[field];
  if (field === 'country') return countryName(value);
  if (field === 'kind') return KIND_LABELS[value] ?? value;
  if (field === 'device') return DEVICE_LABELS[value] ?? value;
  return value;
}

export const fieldLabel = (field: FilterField): string => FIELD_LABELS[field];

/** "Source: google.com": a filter as the list of active filters names it. */
export const filterLabel = ({ field, value }: Pick<AnalyticsFilter, 'field' | 'value'>): string => `${fieldLabel(field)}: ${valueLabel(field, value)}`;

/**
 * Adds and removes the address's filters. Each is a history entry, so the back button undoes it; a field
 * is filtered once (the API refuses it twice), so a new value of a field replaces the old one.
 */
export function useFilterUpdates(): { addFilter: (field: FilterField, value: string | null) => void; removeFilter: (param: string) => void } {
  const update = useSearchParamsUpdater();
  const replaceFilters = useCallback(
    (choose: (params: string[]) => string[]) =>
      update(
        (next) => {
          const kept = choose(next.getAll('filter'));
          next.delete('filter');
          for (const param of kept) next.append('filter', param);
        },
        { push: true },
      ),
    [update],
  );
  const addFilter = useCallback(
    (field: FilterField, value: string | null) => replaceFilters((params) => [...params.filter((param) => parseFilter(param)?.field !== field), filterParam(field, value)]),
    [replaceFilters],
  );
  const removeFilter = useCallback((removed: string) => replaceFilters((params) => params.filter((param) => param !== removed)), [replaceFilters]);
  return { addFilter, removeFilter };
}
