import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { focusRing } from '@harmony/ui';

export interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  /** Called a moment after typing stops, so each keystroke does not ask the server. */
  onSearch: (text: string) => void;
}

const settleMs = 300;

/** A labelled search field for an admin list. */
export function SearchBox({ id, label, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), settleMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div role="search" className="relative max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-300" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        className={`block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-300 ${focusRing}`}
      />
    </div>
  );
}
