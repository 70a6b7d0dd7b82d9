import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** One page of an admin list: the rows and how many the whole list holds (the API's X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** What every admin list asks for: a page and an optional search text. */
export interface ListArgs {
  offset: number;
  limit: number;
  q?: string;
}

/** Rows per page of every admin list. */
export const pageSize = 20;

/** The query string of a list request: `?limit=20&offset=40&q=...` (an empty search is left out). */
export function listQuery({ offset, limit, q }: ListArgs): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q?.trim()) params.set('q', q.trim());
  return params.toString();
}

/** RTK Query `transformResponse` for a paginated admin list: the body's rows and the header's total. */
export function toListPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): ListPage<T> {
  const total = Number(meta?.response?.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) ? total : items.length };
}
