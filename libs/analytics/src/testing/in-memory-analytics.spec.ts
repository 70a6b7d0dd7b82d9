import { InMemoryPageViews } from './in-memory-analytics.js';
import { pageViewsContract } from './page-views.contract.js';

// The use-case tests trust the fake exactly as far as it keeps the TypeORM adapter's contract.
describe(InMemoryPageViews.name, () => {
  pageViewsContract(() => new InMemoryPageViews());
});
