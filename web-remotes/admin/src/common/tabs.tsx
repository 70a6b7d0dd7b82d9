import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '@harmony/ui';

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list; Left/Right arrows (wrapping), Home and End
 * move to a tab and select it (each panel is one list, cheap to show); Tab goes on into the panel.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const base = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length].id;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-300 dark:border-slate-700">
        {tabs.map(({ id, label: tabLabel }) => {
          const isSelected = id === selected;
          return (
            <button
              key={id}
              ref={(button) => {
                if (button) buttons.current.set(id, button);
                else buttons.current.delete(id);
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={isSelected}
              // Only the selected tab's panel is on the page.
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(id)}
              className={`-mb-px shrink-0 rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap ${focusRing} ${
                isSelected
                  ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200'
                  : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50'
              }`}
            >
              {tabLabel}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className={`mt-4 rounded-md ${focusRing}`}>
        {children}
      </div>
    </div>
  );
}
