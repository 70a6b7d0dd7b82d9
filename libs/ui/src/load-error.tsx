import type { ReactNode } from 'react';

/** What a screen shows when its data could not be loaded (SPEC: "Failed to load … Please try again later."). */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {children}
    </p>
  );
}
