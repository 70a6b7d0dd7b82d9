import { useMemo } from 'react';
import { Download } from 'lucide-react';
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

export interface AudienceListViewProps<T extends AudienceItem> {
  list: AudienceList;
  /** Keeps this list's page and search apart from the other tabs' in the address. */
  prefix: string;
  /** "Newsletter subscribers": the table's name, and its empty texts in lower case. */
  title: string;
  searchLabel: string;
  columns: readonly DataColumn<T>[];
  useList: (args: ListArgs) => ListQueryState<T>;
}

/** One audience list: search, Export CSV (of what the search finds), the table with a Remove per row, its pages. */
export function AudienceListView<T extends AudienceItem>({ list, prefix, title, searchLabel, columns, useList }: AudienceListViewProps<T>) {
  const { offset, limit, q = '', setOffset, setQuery } = useListState(prefix);
  const { data, error, isError, isLoading, isFetching, refetch } = useList({ offset, limit, q });
  const noun = title.toLowerCase();
  const withRemove = useMemo<readonly DataColumn<T>[]>(() => [...columns, { header: 'Actions', hideHeader: true, cell: ({ email }) => <RemoveEmailButton email={email} /> }], [columns]);
  useStepBackFromEmptyPage(data?.items, offset, limit, setOffset);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full sm:w-auto sm:min-w-80">
          <SearchBox id={`${prefix}search`} label={searchLabel} value={q} onSearch={setQuery} />
        </div>
        {/* Same-origin: the session cookie goes along, and the server names the file. */}
        <a href={csvExportHref(list, q)} download className={secondaryLinkClass}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV<span className="sr-only"> of the {noun}{q.trim() ? ' found' : ''}</span>
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
        emptyText={q ? `No ${noun} match your search` : `No ${noun} yet`}
      />
      {data ? <Pagination label={title} offset={offset} limit={limit} total={data.total} onOffsetChange={setOffset} /> : null}
    </div>
  );
}
