import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from './analytics-api.js';
import { ChartTable } from './chart-table.js';
import { dayLabel } from './formatting.js';

/**
 * SPEC "Analytics dashboard": the last 7 days as bars. recharts draws them; the same figures are in
 * a table for screen readers.
 */
export function DailyVisitsChart({ dailyVisits, caption = 'Daily visits, last 7 days' }: Pick<Analytics, 'dailyVisits'> & { caption?: string }) {
  const data = dailyVisits.map(({ date, visits }) => ({ day: dayLabel(date), visits }));
  return (
    <>
      <div aria-hidden="true" className="h-64 overflow-hidden text-slate-700 dark:text-slate-300">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="day" tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" />
            <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" />
            <Tooltip cursor={{ fillOpacity: 0.1 }} />
            <Bar dataKey="visits" name="Visits" fill="#059669" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption={caption} headers={['Day', 'Visits']} rows={data.map(({ day, visits }) => [day, visits])} />
    </>
  );
}
