import { Pencil, Plus } from 'lucide-react';
import { Link } from '@harmony/mf-config/router';
import { adminPaths } from '@harmony/site-config';
import { DataTable, Pagination, primaryLinkClass, secondaryLinkClass, useListState, useStepBackFromEmptyPage, type DataColumn } from '../common/index.js';
import { countsInWords, isEditable, NewsletterStatusBadge, newsletterWhen } from './newsletter-status.js';
import { useGetNewslettersQuery, type Newsletter } from './newsletters-api.js';

const muted = 'text-slate-600 dark:text-slate-300';

const columns: readonly DataColumn<Newsletter>[] = [
  {
    header: 'Subject',
    rowHeader: true,
    className: 'min-w-56',
    cell: (newsletter) => (
      <>
        <span className="font-medium break-words">{newsletter.subject}</span>
        {newsletter.source === 'content-automation' ? <span className={`block text-xs ${muted}`}>Drafted from an episode</span> : null}
      </>
    ),
  },
  { header: 'Status', cell: (newsletter) => <NewsletterStatusBadge status={newsletter.status} /> },
  { header: 'When', className: 'whitespace-nowrap', cell: (newsletter) => newsletterWhen(newsletter) },
  {
    header: 'Delivery',
    className: 'min-w-48',
    cell: (newsletter) => (newsletter.status === 'draft' || newsletter.status === 'scheduled' ? <span className={muted}>Not sent yet</span> : countsInWords(newsletter.counts)),
  },
  {
    header: 'Actions',
    hideHeader: true,
    cell: (newsletter) => (
      <Link to={`${adminPaths.newsletters}/${newsletter.id}`} className={secondaryLinkClass}>
        <Pencil aria-hidden="true" className="size-4" />
        {isEditable(newsletter) ? 'Edit' : 'View'}
        <span className="sr-only"> “{newsletter.subject}”</span>
      </Link>
    ),
  },
];

/** /admin/newsletters: every newsletter, newest first, with how far each sending got. */
export function NewsletterList() {
  const { offset, limit, setOffset } = useListState();
  // The API counts in pages (CONTRACT-25), the address in rows like every other admin list.
  const { data, error, isError, isLoading, isFetching, refetch } = useGetNewslettersQuery({ page: Math.floor(offset / limit) + 1, pageSize: limit });
  useStepBackFromEmptyPage(data?.items, offset, limit, setOffset);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700 dark:text-slate-200">Write to everyone who confirmed their subscription.</p>
        <Link to={`${adminPaths.newsletters}/new`} className={primaryLinkClass}>
          <Plus aria-hidden="true" className="size-4" />
          New newsletter
        </Link>
      </div>
      <DataTable
        caption="Newsletters"
        columns={columns}
        rows={isError ? undefined : data?.items}
        rowKey={(newsletter) => newsletter.id}
        loading={isLoading}
        busy={isFetching}
        error={error}
        errorText="Failed to load the newsletters."
        onRetry={() => void refetch()}
        emptyText="No newsletters yet"
      />
      {data ? <Pagination label="Newsletters" offset={offset} limit={limit} total={data.total} onOffsetChange={setOffset} /> : null}
    </div>
  );
}
