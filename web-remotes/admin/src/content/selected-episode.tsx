import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from '@harmony/mf-config/router';
import { Button, TextField } from '@harmony/ui';
import { useSearchParamSetter } from '../common/index.js';

/** SPEC §5's word for a missing Episode ID. */
export const episodeIdRequired = 'Episode ID is required';

/** An Episode ID as typed: a whole number of 1 or more, else undefined (SPEC §5: 0 or invalid is none). */
export function parseEpisodeId(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 ? id : undefined;
}

/**
 * The episode whose content the tabs show, kept in the address (?episode=12) next to the tab, so
 * the upload hands it to the other tabs and a reload keeps it.
 */
export function useSelectedEpisode(): [number | undefined, (id: number) => void] {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const episodeId = parseEpisodeId(params.get('episode') ?? '');
  const select = useCallback((id: number) => setParam('episode', String(id)), [setParam]);
  return [episodeId, select];
}

/** A tab's own Episode ID field, then what the tab shows for that episode, or how to choose one. */
export function EpisodeContent({ what, children }: { what: string; children: (episodeId: number) => ReactNode }) {
  const [episodeId, select] = useSelectedEpisode();
  const [typed, setTyped] = useState(episodeId ? String(episodeId) : '');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseEpisodeId(typed);
    setError(id ? undefined : episodeIdRequired);
    // After the submit event: the router's transition started inside it would make React 19 treat the
    // form as a form action (and build its FormData), which this plain form does not need.
    if (id) queueMicrotask(() => select(id));
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label={`Choose the episode whose ${what} to show`} className="flex flex-wrap items-end gap-3">
        <TextField id={`content-${what.replace(/\W+/g, '-')}-episode`} label="Episode ID" type="number" min={1} step={1} inputMode="numeric" value={typed} error={error} onChange={(event) => setTyped(event.target.value)} className="w-40" />
        <Button type="submit" variant="secondary" className={error ? 'mb-7' : undefined}>
          Show {what}
        </Button>
      </form>
      {episodeId ? (
        children(episodeId)
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-200">
          No episode chosen yet. Upload an episode&apos;s audio, or enter its Episode ID to see its {what}.
        </p>
      )}
    </div>
  );
}
