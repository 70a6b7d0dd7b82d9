import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from '@harmony/mf-config/router';
import { focusRing } from '@harmony/ui';
import { DataTable, FilterSelect, formatDayAndTime, Pagination, SearchBox, useListState, useStepBackFromEmptyPage, type DataColumn } from '../common/index.js';
import { useGetMailKindsQuery, useGetMailMessagesQuery, type MailMessageItem, type MailStatus } from './email-api.js';
import { MailStatusCell, mailStatusLabels, ResendButton } from './mail-status.js';

const statuses = Object.keys(mailStatusLabels) as MailStatus[];
const isStatus = (value: string): value is MailStatus => (statuses as string[]).includes(value);

const columns: readonly DataColumn<MailMessageItem>[] = [
  { header: 'To', rowHeader: true, cell: (message) => message.to, className: 'break-all' },
  {
    header: 'Subject',
    cell: (message) => (
      <Link to={String(message.id)} className={`rounded font-medium text-emerald-800 underline hover:no-underline dark:text-emerald-300 ${focusRing}`}>
        {message.subject}
      </Link>
    ),
  },
  { header: 'Kind', cell: (message) => <code className="text-sm">{message.kind}</code> },
  { header: 'Status', cell: (message) => <MailStatusCell message={message} /> },
  {
    header: 'Time',
    className: 'whitespace-nowrap',
    cell: (message) => <time dateTime={message.sentAt ?? message.createdAt}>{formatDayAndTime(message.sentAt ?? message.createdAt)}</time>,
  },
  { header: 'Actions', hideHeader: true, cell: (message) => (message.status === 'failed' ? <ResendButton message={message} /> : null) },
];

/**
 * The list's two filters, kept in the address (?status=failed&kind=workshop.confirmation) beside the page
 * and the search; a new filter starts at the first page.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  const setFilter = useCallback(
    (key: 'status' | 'kind', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('offset');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const known: MailStatus | '' = isStatus(status) ? status : '';
  return { status: known, kind, setFilter };
}

/** /admin/email: every message the site sends, newest first, with a resend on the failed ones. */
export function EmailList() {
  const { offset, limit, q = '', setOffset, setQuery } = useListState();
  const { status, kind, setFilter } = useFilters();
  const { data, error, isError, isLoading, isFetching, refetch } = useGetMailMessagesQuery({ offset, limit, q, status, kind });
  useStepBackFromEmptyPage(data?.items, offset, limit, setOffset);
  // Kinds are the sending contexts' own words: the filter offers every one sent (and one from a bookmarked address).
  const { data: sentKinds } = useGetMailKindsQuery();
  const kinds = useMemo(() => [...new Set([...(sentKinds ?? []), ...(kind ? [kind] : [])])].sort(), [sentKinds, kind]);
  const filtered = Boolean(q || status || kind);

  return (
    <div className="space-y-4">
      <p className="text-slate-700 dark:text-slate-200">Every message the site sends: confirmations, notices and newsletters. A failed one can be sent again.</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto sm:min-w-80">
          <SearchBox id="email-search" label="Search by address or subject" value={q} onSearch={setQuery} />
        </div>
        <FilterSelect id="email-status" label="Status" value={status} onChange={(value) => setFilter('status', value)} options={statuses.map((value) => [value, mailStatusLabels[value].label])} everyLabel="All statuses" />
        <FilterSelect id="email-kind" label="Kind" value={kind} onChange={(value) => setFilter('kind', value)} options={kinds.map((value) => [value, value])} everyLabel="All kinds" />
      </div>
      <DataTable
        caption="Email messages"
        columns={columns}
        rows={isError ? undefined : data?.items}
        rowKey={(message) => message.id}
        loading={isLoading}
        busy={isFetching}
        error={error}
        errorText="Failed to load the messages."
        onRetry={() => void refetch()}
        emptyText={filtered ? 'No messages match these filters' : 'No messages sent yet'}
      />
      {data ? <Pagination label="Email messages" offset={offset} limit={limit} total={data.total} onOffsetChange={setOffset} /> : null}
    </div>
  );
}
