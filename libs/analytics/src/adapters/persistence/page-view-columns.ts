import type { DataSource } from 'typeorm';
import { filteredViewField, type AnalyticsFilter, type FilterableView } from '../../domain/index.js';

/** The `analytics` table's column of each stored field a filter or a breakdown reads. */
export const PAGE_VIEW_COLUMN: Readonly<Record<keyof FilterableView, string>> = {
  pageUrl: 'page_url',
  referrer: 'referrer',
  referrerKind: 'referrer_kind',
  source: 'source',
  medium: 'medium',
  campaign: 'campaign',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
};

/**
 * The dashboard's filters as SQL conditions on the `analytics` table (`alias` its name in the query), each value
 * a named parameter (`:filter0`, …, for `namedQuery`): the values never enter the SQL text.
 */
export function filterConditions(filters: readonly AnalyticsFilter[], alias = '"analytics"'): { sql: string; parameters: Record<string, unknown> } {
  const parameters: Record<string, unknown> = {};
  const sql = filters
    .map((filter, index) => {
      const column = `${alias}."${PAGE_VIEW_COLUMN[filteredViewField(filter.field)]}"`;
      if (filter.value === null) return ` AND ${column} IS NULL`;
      parameters[`filter${index}`] = filter.value;
      return ` AND ${column} = :filter${index}`;
    })
    .join('');
  return { sql, parameters };
}

/**
 * Runs SQL written with named parameters (`:name`) through TypeORM's own binding, which numbers only the names a
 * statement uses: statements built from shared fragments need not each use every positional parameter.
 */
export function namedQuery<Row>(dataSource: DataSource, sql: string, parameters: Record<string, unknown>): Promise<Row[]> {
  const [bound, values] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
  return dataSource.query<Row[]>(bound, values);
}
