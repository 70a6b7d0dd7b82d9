import { InMemoryPageViews } from './in-memory-analytics.js';
import { InMemoryPeriodTraffic } from './in-memory-period-traffic.js';
import { pageViewsContract } from './page-views.contract.js';

// The use-case tests trust the fakes exactly as far as they keep the TypeORM adapters' contract.
describe(InMemoryPageViews.name, () => {
  pageViewsContract(() => {
    const pageViews = new InMemoryPageViews();
    return { pageViews, reader: new InMemoryPeriodTraffic(pageViews) };
  });
});
