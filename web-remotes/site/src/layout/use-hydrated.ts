import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the render that hydrates the server's markup, true otherwise (including
 * every render after a client-side navigation): what may differ between server and browser waits for it.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
