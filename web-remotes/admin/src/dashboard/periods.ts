import { longDay } from './formatting.js';

/** The periods offered (issue 27); the empty value is the default, the last 30 days. */
export const periodNames: readonly (readonly [string, string])[] = [
  ['today', 'Today'],
  ['7d', 'Last 7 days'],
  ['month', 'This month'],
  ['12mo', 'Last 12 months'],
  ['custom', 'Chosen days'],
];
export const DEFAULT_PERIOD_LABEL = 'Last 30 days';

/** What the figures cover, as the cards and panel titles say it: the period's name, or its days when chosen. */
export const periodLabel = (name: string, firstDay: string, lastDay: string): string =>
  name === 'custom' ? `${longDay(firstDay)} – ${longDay(lastDay)}` : (periodNames.find(([period]) => period === name)?.[1] ?? DEFAULT_PERIOD_LABEL);
