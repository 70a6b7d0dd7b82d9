import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { sitePaths } from '@harmony/site-config';
import { useNavigate } from '@harmony/mf-config/router';
import { focusRing } from '@harmony/ui';

export interface SearchFormProps {
  readonly id: string;
  /** The field's accessible name. */
  readonly label: string;
  /** The search landmark's name: a page with two search forms (the header's and the results page's) tells them apart by it. */
  readonly landmark: string;
  readonly defaultValue?: string;
  readonly compact?: boolean;
  /** Puts the caret in the field when it appears (the search page reached without words, as from the phone header's icon). */
  readonly autoFocus?: boolean;
}

/**
 * A GET form to /search?q=: without JavaScript the browser loads the results page; with it, the router
 * navigates there without reloading the site.
 */
export function SearchForm({ id, label, landmark, defaultValue = '', compact = false, autoFocus }: SearchFormProps) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const words = field instanceof HTMLInputElement ? field.value.trim() : '';
    void navigate(`${sitePaths.search}?${new URLSearchParams({ q: words }).toString()}`);
  };
  return (
    <form role="search" aria-label={landmark} action={sitePaths.search} method="get" onSubmit={submit} className="relative flex min-w-0 items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400" />
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        maxLength={100}
        placeholder="Search"
        className={`w-full rounded-md border border-slate-300 bg-white py-2 pr-2 pl-8 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${compact ? 'max-w-40' : 'text-base'} ${focusRing}`}
      />
    </form>
  );
}
