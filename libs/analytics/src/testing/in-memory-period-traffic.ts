import { matchesFilters, periodTrafficOf, PeriodTrafficReader, type PeriodTraffic, type PeriodTrafficQuery, type RecordedPageView } from '../domain/index.js';

/** The page views as a list (or what a fake store keeps: InMemoryPageViews.stored), read by the domain's own rule (periodTrafficOf). */
export class InMemoryPeriodTraffic extends PeriodTrafficReader {
  private readonly views: () => readonly RecordedPageView[];

  constructor(views: readonly RecordedPageView[] | { stored(): readonly RecordedPageView[] } = []) {
    super();
    this.views = 'stored' in views ? () => views.stored() : () => views;
  }

  periodTraffic(query: PeriodTrafficQuery): Promise<PeriodTraffic> {
    const inPeriod = this.views().filter((view) => view.day >= query.firstDay && view.day <= query.lastDay && matchesFilters(view, query.filters));
    return Promise.resolve(periodTrafficOf(inPeriod, query.limit));
  }
}
