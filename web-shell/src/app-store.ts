import { createAppStore, seedInlinedQueries, type AppStore } from '@harmony/web-api';
import { readInlinedQueries } from './first-screen.js';

/** The page's store, its cache seeded with the first screen's data the server inlined (no request for it). */
export function createPageStore(): AppStore {
  const store = createAppStore();
  seedInlinedQueries(store, readInlinedQueries(document));
  return store;
}
