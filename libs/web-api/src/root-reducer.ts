import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api.js';

/**
 * Slices a remote injects after it loads (`rootReducer.inject(slice)`); a feature declares its own
 * by augmenting this interface. Empty until the first remote needs client state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The root reducer of the shell's store. It lives beside the api because both must be one instance
 * for the shell and every remote, and this package is already shared as a federation singleton.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the Redux store: the shell calls it once at start-up; component tests call it to run
 * screens against the real api, middleware and cache.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
