// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent, ...) to Jest's expect.
import '@testing-library/jest-dom';

// jsdom has no ResizeObserver; Radix's menus, tooltips and dialogs only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no IntersectionObserver, and it lays nothing out: nothing ever enters the viewport. Parts
// that load on approach (layout/load-near-viewport.tsx) stay as placeholders unless a test brings them
// in, through their anchor or its own controllable observer.
globalThis.IntersectionObserver ??= class {
  constructor() {
    this.root = null;
    this.rootMargin = '0px';
    this.thresholds = [0];
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// The first screen rendered in a file also compiles and loads its lazy modules; on a busy CI machine
// that alone can pass Testing Library's 1 s default for findBy/waitFor, failing a test that is right.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
