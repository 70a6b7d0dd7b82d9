// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent, ...) to Jest's expect.
import '@testing-library/jest-dom';

// jsdom has no ResizeObserver; Radix's menus, tooltips and dialogs only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
