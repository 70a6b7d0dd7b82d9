import { useState, type ReactNode } from 'react';
import { Download, X } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { secondaryLinkClass, Tabs } from '../common/index.js';
import { exportHref, type AnalyticsArgs, type ExportName, type PeriodFigures } from './analytics-api.js';
import { fieldLabel, filterLabel, parseFilter, useFilterUpdates, valueLabel, type AnalyticsFilter, type FilterField } from './analytics-filters.js';
import { DbIpCredit, muted, Panel, RankedTable } from './panel.js';


/** One breakdown of the period: its rows, what they count, and the filter a row applies. */
interface BreakdownView {
  /** Its CSV export's name, also its tab's key. */
  id: ExportName;
  tab: string;
  /** The column naming the rows ("Source"). */
  header: string;
  field: FilterField;
  rows: { value: string | null; count: number }[];
  countHeader: 'Page views' | 'Visits';
  empty: string;
}

const NONE_IN_PERIOD = 'None in this period';

/** A breakdown of `figures` (pageViews per value) as a view. */
const breakdownView = (figures: PeriodFigures, id: Exclude<ExportName, 'days' | 'entry-pages' | 'exit-pages'>, tab: string, header: string, field: FilterField, empty = NONE_IN_PERIOD): BreakdownView => ({
  id,
  tab,
  header,
  field,
  rows: (figures.breakdowns[id] ?? []).map(({ value, pageViews }) => ({ value, count: pageViews })),
  countHeader: 'Page views',
  empty,
});

const pagesView = (figures: PeriodFigures, id: 'entry-pages' | 'exit-pages', tab: string): BreakdownView => ({
  id,
  tab,
  header: 'Page',
  field: 'page',
  rows: (id === 'entry-pages' ? figures.entryPages : figures.exitPages).map(({ pageUrl, visits }) => ({ value: pageUrl, count: visits })),
  countHeader: 'Visits',
  empty: NONE_IN_PERIOD,
});

/** SPEC "Analytics dashboard": the top 5 pages. */
const TOP_PAGES = 5;

/** A breakdown as a ranked table whose every value is a button that filters the whole dashboard to it. */
function BreakdownTable({ view }: { view: BreakdownView }) {
  const { addFilter } = useFilterUpdates();
  if (view.rows.length === 0) return <p className={muted}>{view.empty}</p>;
  const rows = view.rows.map(({ value, count }) => ({
    key: value ?? '',
    count,
    name: (
      <button type="button" onClick={() => addFilter(view.field, value)} className={`w-full rounded px-2 py-1 text-left wrap-anywhere hover:underline ${focusRing}`}>
        <span className="sr-only">Filter by {fieldLabel(view.field)}: </span>
        {valueLabel(view.field, value)}
      </button>
    ),
  }));
  return <RankedTable caption={`${view.tab} by ${view.countHeader.toLowerCase()}`} nameHeader={view.header} countHeader={view.countHeader} rows={rows} />;
}

/** A panel of related breakdowns, one tab each, with the CSV of the one on screen. */
function BreakdownPanel({ title, views, args, children }: { title: string; views: readonly BreakdownView[]; args: AnalyticsArgs; children?: ReactNode }) {
  const [selected, select] = useState<ExportName>(views[0].id);
  const view = views.find(({ id }) => id === selected) ?? views[0];
  const body = (
    <>
      <BreakdownTable view={view} />
      <p className="mt-4">
        <a href={exportHref(args, view.id)} download className={secondaryLinkClass}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV<span className="sr-only"> of {view.tab.toLowerCase()}</span>
        </a>
      </p>
    </>
  );
  return (
    <Panel title={title}>
      {views.length > 1 ? (
        <Tabs label={title} tabs={views.map(({ id, tab }) => ({ id, label: tab }))} selected={view.id} onSelect={select}>
          {body}
        </Tabs>
      ) : (
        body
      )}
      {children}
    </Panel>
  );
}

/** Issue 27 items 2–5: pages, sources, devices and countries of the period, each value a filter. */
export function BreakdownPanels({ figures, args }: { figures: PeriodFigures; args: AnalyticsArgs }) {
  const allPages = breakdownView(figures, 'pages', 'Pages', 'Page', 'page', 'No page views yet');
  const pages = { ...allPages, rows: allPages.rows.slice(0, TOP_PAGES) };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BreakdownPanel title="Top Pages" args={args} views={[pages, pagesView(figures, 'entry-pages', 'Entry pages'), pagesView(figures, 'exit-pages', 'Exit pages')]} />
      <BreakdownPanel title="Top Referrers" args={args} views={[breakdownView(figures, 'referrers', 'Referrers', 'Referrer', 'referrer', 'No referrer data available yet')]} />
      <BreakdownPanel
        title="Sources"
        args={args}
        views={[
          breakdownView(figures, 'sources', 'Sources', 'Source', 'source'),
          breakdownView(figures, 'kinds', 'Kinds', 'Kind', 'kind'),
          breakdownView(figures, 'campaigns', 'Campaigns', 'Campaign', 'campaign'),
          breakdownView(figures, 'mediums', 'Mediums', 'Medium', 'medium'),
        ]}
      />
      <BreakdownPanel
        title="Devices"
        args={args}
        views={[
          breakdownView(figures, 'devices', 'Devices', 'Device', 'device'),
          breakdownView(figures, 'browsers', 'Browsers', 'Browser', 'browser'),
          breakdownView(figures, 'oses', 'Operating systems', 'Operating system', 'os'),
        ]}
      />
      <BreakdownPanel title="Countries" args={args} views={[breakdownView(figures, 'countries', 'Countries', 'Country', 'country')]}>
        <DbIpCredit />
      </BreakdownPanel>
    </div>
  );
}

/** The filters the figures are narrowed to, each with a button that removes it. */
export function ActiveFilters({ filters }: { filters: readonly string[] }) {
  const { removeFilter } = useFilterUpdates();
  const active = filters.map((param) => parseFilter(param)).filter((filter): filter is AnalyticsFilter => filter !== undefined);
  if (active.length === 0) return null;
  return (
    <section aria-label="Filters" className="flex flex-wrap items-center gap-2">
      <h2 className="text-sm font-medium">Filtered to</h2>
      <ul className="flex flex-wrap gap-2">
        {active.map((filter) => (
          <li key={filter.param} className="inline-flex items-center gap-1 rounded-full border border-emerald-700 bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50">
            {filterLabel(filter)}
            <button type="button" onClick={() => removeFilter(filter.param)} className={`inline-flex size-6 items-center justify-center rounded-full hover:bg-emerald-200 dark:hover:bg-emerald-800 ${focusRing}`}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Remove filter {filterLabel(filter)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
