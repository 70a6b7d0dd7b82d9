import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { fieldErrorClass, fieldLabelClass } from '@harmony/ui/form-fields';
import { apiErrorMessage } from '@harmony/web-api';
import { useSearchEpisodesQuery, type PickedEpisode } from './episode-picker-api.js';

/** How an episode reads in the picker and wherever the chosen one is named. */
export const episodeLabel = ({ number, title }: PickedEpisode): string => `Episode ${number} · ${title}`;

/** Wait this long after the last keystroke before asking the server (each keystroke would be a request). */
export const searchSettleMs = 300;

/**
 * What the typed text searches for: "Episode 12", "ep 12" and "#12" are all the number 12, since
 * the owner reads episodes as "Episode 12" everywhere.
 */
export const searchText = (typed: string): string => typed.trim().replace(/^(?:episode|ep\.?|#)\s*(?=\d)/i, '');

export interface EpisodePickerProps {
  id: string;
  /** The field's visible label. */
  label?: string;
  /** The chosen episode, if any. */
  value: PickedEpisode | undefined;
  onChange: (episode: PickedEpisode) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * One episode, chosen by searching its number or title, newest first (issue 23): the WAI-ARIA combobox
 * with a list popup and manual selection. Typing searches (debounced); Down and Up open the list and
 * move through it, Enter chooses, Escape closes it and puts back the chosen episode's name, as leaving
 * the field does. The list is only asked for while it is open.
 */
export function EpisodePicker({ id, label = 'Episode', value, onChange, error, ref, className = '' }: EpisodePickerProps) {
  const base = useId();
  const listboxId = `${base}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (episode: PickedEpisode) => `${base}-episode-${episode.id}`;

  // null: the field shows the chosen episode; a string: what the owner is typing instead.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = typed === null ? '' : searchText(typed);
  const [query, setQuery] = useState(search);
  useEffect(() => {
    // Nothing typed (the list opened on the chosen episode): the newest at once.
    const timer = setTimeout(() => setQuery(search), search ? searchSettleMs : 0);
    return () => clearTimeout(timer);
  }, [search]);

  // The answer to this very search only: an older one's options are not offered while it is asked.
  const { currentData: found, error: loadError, isFetching } = useSearchEpisodesQuery(query, { skip: !open });
  // Until the typing settles, the last search's options are not this text's: none is offered.
  const settled = query === search;
  const options = (open && settled && found?.items) || [];
  // Up opens the list on its last option, whose place is known once the list is.
  const current = active < 0 ? -1 : Math.min(active, options.length - 1);
  const activeOption = current >= 0 ? options[current] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyped(null);
  };
  const choose = (episode: PickedEpisode) => {
    close();
    onChange(episode);
  };
  const move = (step: 1 | -1) => {
    if (!open || current < 0) {
      setOpen(true);
      setActive(step === 1 ? 0 : Number.POSITIVE_INFINITY);
      return;
    }
    setActive((current + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      // Within a form, Enter on an open list chooses; it does not send the form.
      event.preventDefault();
      const chosen = activeOption ?? (options.length === 1 ? options[0] : undefined);
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && (open || typed !== null)) {
      event.preventDefault();
      close();
    }
  };

  const message = !open
    ? ''
    : !settled || (isFetching && !found)
      ? 'Searching…'
      : loadError && !found
        ? `Failed to load the episodes. ${apiErrorMessage(loadError) ?? ''}`.trim()
        : !found
          ? ''
          : options.length === 0
            ? query
              ? `No episode matches “${query}”.`
              : 'No episodes yet: create one in the Episode Manager.'
            : found.total > options.length
              ? `The newest ${options.length} of ${found.total} episodes: type a number or words of a title to narrow them.`
              : `${options.length} ${options.length === 1 ? 'episode' : 'episodes'}.`;

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <p id={hintId} className="mb-1 text-sm text-slate-700 dark:text-slate-300">
        Search by number or title.
      </p>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          autoComplete="off"
          spellCheck={false}
          placeholder="Episode number or title"
          value={typed ?? (value ? episodeLabel(value) : '')}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={`block w-full min-w-0 rounded-md border bg-white py-2 pr-10 pl-3 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400 ${
            error ? 'border-red-700 dark:border-red-400' : 'border-slate-400 dark:border-slate-500'
          } ${focusRing}`}
        />
        {/* For the pointer only (the keyboard has Down): out of the tab order, as in the WAI-ARIA example. */}
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show episodes"
          aria-expanded={open}
          aria-controls={listboxId}
          // Keeps the focus in the field, so it does not close the list it opens.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              document.getElementById(id)?.focus();
              setOpen(true);
            }
          }}
          className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-600 dark:text-slate-300"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div hidden={!open} className="absolute z-20 mt-1 w-full min-w-72 overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900">
        <ul id={listboxId} role="listbox" aria-label={label} hidden={!options.length} className="max-h-72 overflow-y-auto py-1">
          {options.map((episode, index) => {
            const chosen = episode.id === value?.id;
            return (
              <li
                key={episode.id}
                id={optionId(episode)}
                role="option"
                aria-selected={index === current}
                // Chosen before the field's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(episode)}
                onMouseMove={() => setActive(index)}
                className={`flex cursor-pointer items-start gap-2 px-3 py-2 text-sm ${index === current ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50' : 'text-slate-900 dark:text-slate-100'}`}
              >
                <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${chosen ? '' : 'invisible'}`} />
                <span>
                  <span className="font-semibold">Episode {episode.number}</span> · {episode.title}
                  {chosen ? <span className="sr-only"> (chosen)</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
        {/* Read out by the status below, which is on the page before the list opens, so it is announced. */}
        <p aria-hidden="true" className="border-t border-slate-200 px-3 py-2 text-sm text-slate-700 first:border-t-0 dark:border-slate-700 dark:text-slate-200">
          {message}
        </p>
      </div>
      <p role="status" className="sr-only">
        {message}
      </p>
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
