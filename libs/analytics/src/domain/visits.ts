/** A page view after this much quiet from the same visitor starts a new visit (Plausible's and GA's rule). */
export const VISIT_TIMEOUT_MS = 30 * 60_000;

/** What the visit rules need of a stored page view. */
export interface VisitStep {
  /** The visitor hash of the day: visits never span midnight, since the hash changes then. */
  readonly visitor: string;
  readonly timestamp: Date;
  readonly pageUrl: string;
}

export interface Visit {
  readonly visitor: string;
  readonly start: Date;
  readonly end: Date;
  readonly entryPage: string;
  readonly exitPage: string;
  readonly pageViews: number;
}

export interface VisitFigures {
  readonly visits: number;
  /** Share of visits with one page view, 0 to 1; 0 when there were no visits. */
  readonly bounceRate: number;
  /** Mean time from a visit's first page view to its last, in whole seconds (a bounce lasts 0). */
  readonly visitDurationSeconds: number;
  readonly viewsPerVisit: number;
}

/**
 * Groups page views into visits: a visitor's page views with no gap over 30 minutes (a gap of exactly 30
 * is still one visit). Order of the input does not matter; equal timestamps keep their input order.
 */
export function visitsOf(steps: readonly VisitStep[]): Visit[] {
  const byVisitor = new Map<string, VisitStep[]>();
  for (const step of steps) {
    const list = byVisitor.get(step.visitor);
    if (list) list.push(step);
    else byVisitor.set(step.visitor, [step]);
  }
  const visits: Visit[] = [];
  for (const [visitor, list] of byVisitor) {
    const ordered = [...list].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
    let first = ordered[0]!;
    let last = first;
    let pageViews = 1;
    const close = (): void => {
      visits.push({ visitor, start: first.timestamp, end: last.timestamp, entryPage: first.pageUrl, exitPage: last.pageUrl, pageViews });
    };
    for (const step of ordered.slice(1)) {
      if (step.timestamp.getTime() - last.timestamp.getTime() > VISIT_TIMEOUT_MS) {
        close();
        first = step;
        pageViews = 0;
      }
      last = step;
      pageViews += 1;
    }
    close();
  }
  return visits.sort((a, b) => a.start.getTime() - b.start.getTime() || a.visitor.localeCompare(b.visitor));
}

/** Totals kept per day (rollups) add up: a period's figures come from summed counts, never averaged averages. */
export interface VisitTotals {
  readonly visits: number;
  readonly bounces: number;
  readonly durationMs: number;
  readonly pageViews: number;
}

export const visitTotals = (visits: readonly Visit[]): VisitTotals => ({
  visits: visits.length,
  bounces: visits.filter((visit) => visit.pageViews === 1).length,
  durationMs: visits.reduce((sum, visit) => sum + visit.end.getTime() - visit.start.getTime(), 0),
  pageViews: visits.reduce((sum, visit) => sum + visit.pageViews, 0),
});

export const addVisitTotals = (a: VisitTotals, b: VisitTotals): VisitTotals => ({
  visits: a.visits + b.visits,
  bounces: a.bounces + b.bounces,
  durationMs: a.durationMs + b.durationMs,
  pageViews: a.pageViews + b.pageViews,
});

export const NO_VISITS: VisitTotals = { visits: 0, bounces: 0, durationMs: 0, pageViews: 0 };

export const visitFigures = ({ visits, bounces, durationMs, pageViews }: VisitTotals): VisitFigures =>
  visits === 0
    ? { visits: 0, bounceRate: 0, visitDurationSeconds: 0, viewsPerVisit: 0 }
    : { visits, bounceRate: bounces / visits, visitDurationSeconds: Math.round(durationMs / visits / 1000), viewsPerVisit: pageViews / visits };

export interface PageCount {
  readonly pageUrl: string;
  readonly visits: number;
}

/** Pages by how many visits began (entry) or ended (exit) on them: most first, ties by path A to Z. */
/**
 * Ties in every list go by value in byte order, as the SQL adapters' COLLATE "C" (UTF-16 order, which agrees with
 * it below U+E000), never by locale.
 */
export const inByteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const pagesBy = (visits: readonly Visit[], end: 'entryPage' | 'exitPage', limit: number): PageCount[] => {
  const counts = new Map<string, number>();
  for (const visit of visits) counts.set(visit[end], (counts.get(visit[end]) ?? 0) + 1);
  return [...counts]
    .map(([pageUrl, count]) => ({ pageUrl, visits: count }))
    .sort((a, b) => b.visits - a.visits || inByteOrder(a.pageUrl, b.pageUrl))
    .slice(0, limit);
};
