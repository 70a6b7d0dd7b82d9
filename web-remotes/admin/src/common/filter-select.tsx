import { focusRing } from '@harmony/ui';

export const selectClass = `block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50 ${focusRing}`;

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** [value, label] of each choice; the first choice, `everyLabel`, is no filter. */
  options: readonly (readonly [string, string])[];
  everyLabel: string;
  onChange: (value: string) => void;
}

/** One of the list's filters: a labelled select whose empty value filters nothing. */
export function FilterSelect({ id, label, value, options, everyLabel, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        <option value="">{everyLabel}</option>
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

