import { memo, useCallback } from 'react';
import { focusRing } from '@harmony/ui';
import { formatTime, usePlayback, usePlaybackState } from '../player/index.js';
import { indexAt, type Chapter } from './episode-timeline.js';

/** The chapter list: a chapter plays from its start; the one playing is marked current. */
export function EpisodeChapters({ chapters }: { chapters: readonly Chapter[] }) {
  const playback = usePlayback();
  const play = useCallback((seconds: number) => playback?.playFrom(seconds), [playback]);
  const current = usePlaybackState((state) => (state.playing ? indexAt(chapters, state.time) : -1));
  return (
    <section aria-labelledby="chapters-title" className="mt-10">
      <h2 id="chapters-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-50">
        Chapters
      </h2>
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {chapters.map((chapter, index) => (
          <ChapterItem key={`${chapter.startSeconds}-${index}`} chapter={chapter} current={index === current} onPlay={play} />
        ))}
      </ol>
    </section>
  );
}

const ChapterItem = memo(function ChapterItem({ chapter, current, onPlay }: { chapter: Chapter; current: boolean; onPlay: (seconds: number) => void }) {
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={() => onPlay(chapter.startSeconds)}
        className={`flex w-full items-baseline gap-3 px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 aria-[current=true]:bg-emerald-50 aria-[current=true]:font-semibold aria-[current=true]:text-emerald-950 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-emerald-950 dark:aria-[current=true]:text-emerald-50 ${focusRing}`}
      >
        <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-300">{formatTime(chapter.startSeconds)}</span>
        <span>{chapter.title}</span>
      </button>
    </li>
  );
});
