import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@harmony/mf-config/router';
import { focusRing } from '@harmony/ui';
import { DataTable, formatDayAndTime, Pagination, SearchBox, useListState, useStepBackFromEmptyPage, type DataColumn } from '../common/index.js';
import { useGetMailMessagesQuery, type MailMessageItem, type MailStatus } from './email-api.js';
import { MailStatusCell, mailStatusLabels, ResendButton } from './mail-status.js';

const statuses = Object.keys(mailStatusLabels) as MailStatus[];
const isStatus = (value: string): value is MailStatus => (statuses as string[]).includes(value);

const selectClass = `block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50 ${focusRing}`;

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
  return { status: isStatus(status) ? status : '', kind, setFilter };
}

/** /admin/email: every message the site sends, newest first, with a resend on the failed ones. */
export function EmailList() {
  const { offset, limit, q = '', setOffset, setQuery } = useListState();
  const { status, kind, setFilter } = useFilters();
  const { data, error, isError, isLoading, isFetching, refetch } = useGetMailMessagesQuery({ offset, limit, q, status, kind });
  useStepBackFromEmptyPage(data?.items, offset, limit, setOffset);
  // Kinds are the sending contexts' own words: the filter offers every one seen on the pages read so far.
  const [seenKinds, setSeenKinds] = useState<readonly string[]>([]);
  const pageKinds = useMemo(() => (data?.items ?? []).map((message) => message.kind), [data]);
  const kinds = useMemo(() => [...new Set([...seenKinds, ...pageKinds, ...(kind ? [kind] : [])])].sort(), [seenKinds, pageKinds, kind]);
  if (kinds.length !== seenKinds.length) setSeenKinds(kinds);
  const filtered = Boolean(q || status || kind);

  return (
    <div className="space-y-4">
      <p className="text-slate-700 dark:text-slate-200">Every message the site sends: confirmations, notices and newsletters. A failed one can be sent again.</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto sm:min-w-80">
          <SearchBox id="email-search" label="Search by address or subject" value={q} onSearch={setQuery} />
        </div>
        <div>
          <label htmlFor="email-status" className="mb-1 block text-sm font-medium">
            Status
          </label>
          <select id="email-status" value={status} onChange={(event) => setFilter('status', event.target.value)} className={selectClass}>
            <option value="">All statuses</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {mailStatusLabels[value].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="email-kind" className="mb-1 block text-sm font-medium">
            Kind
          </label>
          <select id="email-kind" value={kind} onChange={(event) => setFilter('kind', event.target.value)} className={selectClass}>
            <option value="">All kinds</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
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
