import { episodesApi, type AppStore, type Episode } from '@harmony/web-api';

/** One query result the API inlined into the page (services/api/src/web/page-template.ts). */
export interface InlinedQuery {
  endpoint: 'getFeaturedEpisodes' | 'getEpisodes' | 'getEpisode';
  arg?: number;
  data: unknown;
}

/** Reads `<script id="harmony-data" type="application/json">`: the first screen's data. */
export function readInlinedQueries(doc: Document): InlinedQuery[] {
  const text = doc.getElementById('harmony-data')?.textContent ?? '';
  if (!text.trim()) return [];
  try {
    const parsed = JSON.parse(text) as { queries?: unknown };
    return Array.isArray(parsed.queries) ? (parsed.queries as InlinedQuery[]) : [];
  } catch {
    return [];
  }
}

/**
 * Puts the inlined results into the RTK Query cache before the first render, so the first screen
 * renders with its data and sends no request for it.
 */
type UpsertEntry = Parameters<typeof episodesApi.util.upsertQueryEntries>[0][number];

export function seedInlinedQueries(store: AppStore, queries: readonly InlinedQuery[]): void {
  const entries = queries.flatMap((query): UpsertEntry[] => {
    if (query.endpoint === 'getEpisode' && typeof query.arg === 'number') return [{ endpointName: 'getEpisode' as const, arg: query.arg, value: query.data as Episode }];
    if (query.endpoint === 'getFeaturedEpisodes' && Array.isArray(query.data)) return [{ endpointName: 'getFeaturedEpisodes' as const, arg: undefined, value: query.data as Episode[] }];
    if (query.endpoint === 'getEpisodes' && Array.isArray(query.data)) return [{ endpointName: 'getEpisodes' as const, arg: undefined, value: query.data as Episode[] }];
    return [];
  });
  if (entries.length) store.dispatch(episodesApi.util.upsertQueryEntries(entries));
}
