import { useMemo } from 'react';
import { Download } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { DataTable, Pagination, SearchBox, secondaryLinkClass, useListState, useStepBackFromEmptyPage, type DataColumn, type ListArgs, type ListPage } from '../common/index.js';
import { csvExportHref, type AudienceList } from './audience-api.js';
import { RemoveEmailButton } from './email-removal.js';

/** What a list's RTK Query hook answers that the list shows. */
export interface ListQueryState<T> {
  data?: ListPage<T>;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What every list's item has: its id, and the address its Remove action removes. */
export interface AudienceItem {
  id: number;
  email: string;
}

/** The statuses a list can be narrowed to, in the order the select offers them after "All". */
export type StatusOptions<S extends string> = readonly { value: S; label: string }[];

export interface AudienceListViewProps<T extends AudienceItem, S extends string = string> {
  list: AudienceList;
  /** Keeps this list's page and search apart from the other tabs' in the address. */
  prefix: string;
  /** "Newsletter subscribers": the table's name, and its empty texts in lower case. */
  title: string;
  searchLabel: string;
  columns: readonly DataColumn<T>[];
  /** A "Status" select beside the search, sent as `?status=` and kept in the address like the search. */
  statuses?: StatusOptions<S>;
  useList: (args: ListArgs & { status?: S }) => ListQueryState<T>;
}

const selectClass = `block rounded-md border border-slate-400 bg-white py-2 pr-8 pl-3 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50 ${focusRing}`;

/** One audience list: search (and status), Export CSV (of what they find), the table with a Remove per row, its pages. */
export function AudienceListView<T extends AudienceItem, S extends string = string>({ list, prefix, title, searchLabel, columns, statuses, useList }: AudienceListViewProps<T, S>) {
  const { offset, limit, q = '', setOffset, setQuery, filter, setFilter } = useListState(prefix);
  // A status the list does not know (an old bookmark, a typo in the address) shows everything rather than nothing.
  const status = statuses?.find(({ value }) => value === filter('status'))?.value;
  const { data, error, isError, isLoading, isFetching, refetch } = useList({ offset, limit, q, ...(status ? { status } : {}) });
  const narrowed = Boolean(q || status);
  const noun = title.toLowerCase();
  const withRemove = useMemo<readonly DataColumn<T>[]>(() => [...columns, { header: 'Actions', hideHeader: true, cell: ({ email }) => <RemoveEmailButton email={email} /> }], [columns]);
  useStepBackFromEmptyPage(data?.items, offset, limit, setOffset);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
          <div className="w-full sm:w-auto sm:min-w-80">
            <SearchBox id={`${prefix}search`} label={searchLabel} value={q} onSearch={setQuery} />
          </div>
          {statuses ? (
            <div className="flex items-center gap-2">
              <label htmlFor={`${prefix}status`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                Status
              </label>
              <select id={`${prefix}status`} value={status ?? ''} onChange={(event) => setFilter('status', event.target.value)} className={selectClass}>
                <option value="">All</option>
                {statuses.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {/* Same-origin: the session cookie goes along, and the server names the file. */}
        <a href={csvExportHref(list, q, status ? { status } : {})} download className={secondaryLinkClass}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV<span className="sr-only"> of the {noun}{narrowed ? ' found' : ''}</span>
        </a>
      </div>
      <DataTable
        caption={title}
        columns={withRemove}
        rows={isError ? undefined : data?.items}
        rowKey={(row) => row.id}
        loading={isLoading}
        busy={isFetching}
        error={error}
        errorText={`Failed to load the ${noun}.`}
        onRetry={() => void refetch()}
        emptyText={narrowed ? `No ${noun} match your search` : `No ${noun} yet`}
      />
      {data ? <Pagination label={title} offset={offset} limit={limit} total={data.total} onOffsetChange={setOffset} /> : null}
    </div>
  );
}
