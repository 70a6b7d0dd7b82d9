/** The days after its release at which an episode's downloads are compared with its siblings' (OP3's columns). */
export const PACING_MILESTONES = [1, 3, 7, 30, 90] as const;
/** How many first days the pacing chart draws. */
export const PACING_CHART_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export interface EpisodePacing {
  /** Downloads within the first N days (the release day is day 1); null while the episode is younger than N days. */
  readonly milestones: Readonly<Record<(typeof PACING_MILESTONES)[number], number | null>>;
  readonly allTime: number;
  /** Cumulative downloads at the end of each of its first days (up to PACING_CHART_DAYS), as far as it has lived. */
  readonly cumulative: readonly number[];
}

/**
 * An episode's pacing from its downloads per day (owner's calendar). Days are whole calendar days because the
 * rollups are: day 1 is the release day however late in it the episode came out, so day-1 figures of
 * episodes released at different hours compare loosely, as OP3's own do. Downloads dated before the release
 * (a file served before the episode was public) count in day 1: they are the release's audience too.
 */
export function episodePacing(releaseDay: string, today: string, daily: readonly { day: string; downloads: number }[]): EpisodePacing {
  const release = dayNumber(releaseDay);
  const lived = dayNumber(today) - release + 1;
  const byDayIndex = new Map<number, number>();
  let allTime = 0;
  for (const { day, downloads } of daily) {
    const index = Math.max(0, dayNumber(day) - release);
    byDayIndex.set(index, (byDayIndex.get(index) ?? 0) + downloads);
    allTime += downloads;
  }
  const within = (days: number): number => {
    let sum = 0;
    for (const [index, downloads] of byDayIndex) if (index < days) sum += downloads;
    return sum;
  };
  const milestones = Object.fromEntries(PACING_MILESTONES.map((days) => [days, lived >= days ? within(days) : null])) as EpisodePacing['milestones'];
  const cumulative: number[] = [];
  for (let index = 0, sum = 0; index < Math.min(PACING_CHART_DAYS, Math.max(0, lived)); index++) {
    sum += byDayIndex.get(index) ?? 0;
    cumulative.push(sum);
  }
  return { milestones, allTime, cumulative };
}

const dayAt = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * The days of an episode's downloads its pacing reads: up to its 90th day (`lastDay`), each day to its 30th
 * apart, and those from `foldFrom` (day 31) on only as a sum (the 90-day milestone): a read of them can
 * sum those into `foldFrom` and keep at most 31 figures an episode whatever its age.
 */
export function pacingDays(releaseDay: string): { foldFrom: string; lastDay: string } {
  const release = dayNumber(releaseDay);
  return { foldFrom: dayAt(release + PACING_CHART_DAYS), lastDay: dayAt(release + PACING_MILESTONES[PACING_MILESTONES.length - 1]! - 1) };
}
