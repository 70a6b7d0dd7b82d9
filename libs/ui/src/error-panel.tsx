import type { ReactNode } from 'react';
import { Button } from './button.js';

export interface ErrorPanelProps {
  title?: string;
  message: ReactNode;
  /** Label and action of the one button the panel offers (e.g. "Reload"); no button when absent. */
  action?: { label: string; onClick: () => void };
}

/** A friendly, accessible error message: announced to screen readers as an alert. */
export function ErrorPanel({ title = 'Something went wrong', message, action }: ErrorPanelProps) {
  return (
    <div role="alert" className="mx-auto my-12 max-w-lg rounded-lg border border-red-200 bg-red-50 p-6 text-center text-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      {action ? (
        <Button className="mt-4" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
