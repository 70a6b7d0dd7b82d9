import { memo, useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { focusRing } from '@harmony/ui';
import { formatTime, usePlayback, usePlaybackState } from '../player/index.js';
import { cueIndexAt, type TranscriptCue } from './episode-timeline.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every case-insensitive occurrence of the search in <mark>. */
function highlighted(text: string, search: RegExp | null): ReactNode {
  if (!search) return text;
  // split() with a capturing group keeps the matches at the odd positions (and, unlike test(), ignores lastIndex).
  return text.split(search).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

/**
 * The transcript in a <details>: collapsed, yet in the server's HTML for search engines. A search
 * keeps the lines that contain it, marked; a line plays the episode from its start; the line spoken
 * is marked current while playing. Thousands of lines: each is a memoized plain row, the search runs
 * deferred (useDeferredValue) and the current line is found by binary search.
 */
export function EpisodeTranscript({ cues }: { cues: readonly TranscriptCue[] }) {
  const playback = usePlayback();
  const play = useCallback((seconds: number) => playback?.playFrom(seconds), [playback]);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  const searchId = useId();
  const current = usePlaybackState((state) => (state.playing ? cueIndexAt(cues, state.time) : -1));

  const pattern = useMemo(() => (search ? new RegExp(`(${escapeRegExp(search)})`, 'i') : null), [search]);
  const shown = useMemo(() => {
    const all = cues.map((cue, index) => ({ cue, index }));
    if (!pattern) return all;
    return all.filter(({ cue }) => pattern.test(cue.text));
  }, [cues, pattern]);

  return (
    <details className="mt-10 rounded-lg border border-slate-200 dark:border-slate-700">
      <summary className={`cursor-pointer rounded-lg px-4 py-3 text-lg font-semibold text-slate-900 dark:text-slate-50 ${focusRing}`}>Transcript</summary>
      <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-700">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Search the transcript
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={`mt-1 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 ${focusRing}`}
        />
        <p aria-live="polite" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {search ? `${shown.length} matching ${shown.length === 1 ? 'line' : 'lines'}` : ''}
        </p>
        <ol className="mt-2 max-h-[32rem] space-y-1 overflow-y-auto">
          {shown.map(({ cue, index }) => (
            <CueItem key={index} cue={cue} marker={pattern} current={index === current} onPlay={play} />
          ))}
        </ol>
      </div>
    </details>
  );
}

interface CueItemProps {
  cue: TranscriptCue;
  marker: RegExp | null;
  current: boolean;
  onPlay: (seconds: number) => void;
}

const CueItem = memo(function CueItem({ cue, marker, current, onPlay }: CueItemProps) {
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={() => onPlay(cue.startSeconds)}
        className={`flex w-full items-baseline gap-3 rounded-md px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-50 aria-[current=true]:bg-emerald-50 aria-[current=true]:text-emerald-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-emerald-950 dark:aria-[current=true]:text-emerald-50 [&_mark]:bg-amber-200 [&_mark]:text-slate-950 ${focusRing}`}
      >
        <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-300">{formatTime(cue.startSeconds)}</span>
        <span>{highlighted(cue.text, marker)}</span>
      </button>
    </li>
  );
});
