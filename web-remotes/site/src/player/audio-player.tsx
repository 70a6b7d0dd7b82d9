import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Pause, Play } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { formatTime } from './format-time.js';
import { pauseOthers, registerPlayer } from './now-playing.js';

export const playbackRates = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export interface AudioPlayerProps {
  audioUrl: string;
  episodeTitle: string;
}

/**
 * Play/pause, seek, time and speed over a native <audio>. `preload="none"`: a page view downloads no
 * audio until the visitor presses play. Native controls (button, range, select) keep it keyboard operable.
 */
export function AudioPlayer({ audioUrl, episodeTitle }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [rate, setRate] = useState(1);
  const speedId = useId();

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const unregister = registerPlayer(audio);
    const onPlay = () => {
      pauseOthers(audio);
      setPlaying(true);
    };
    const onPause = () => setPlaying(false);
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setDuration(audio.duration);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onPause);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('loadedmetadata', onDuration);
    audio.addEventListener('durationchange', onDuration);
    return () => {
      unregister();
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onPause);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('loadedmetadata', onDuration);
      audio.removeEventListener('durationchange', onDuration);
      if (!audio.paused) audio.pause();
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      // A rejected play() (no source, autoplay policy) leaves the player paused; nothing else to do.
      void Promise.resolve(audio.play()).catch(() => setPlaying(false));
    } else audio.pause();
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = Number(event.target.value);
    setCurrentTime(audio.currentTime);
  };

  const changeRate = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.target.value);
    setRate(next);
    if (audioRef.current) audioRef.current.playbackRate = next;
  };

  const known = Number.isFinite(duration) && duration > 0;
  const time = `${formatTime(currentTime)} / ${formatTime(known ? duration : Number.NaN)}`;

  return (
    <div role="group" aria-label={`Audio player: ${episodeTitle}`} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <audio ref={audioRef} src={audioUrl} preload="none" />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause' : 'Play'}
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-800 text-white hover:bg-emerald-900 dark:bg-emerald-600 dark:text-slate-950 dark:hover:bg-emerald-500 ${focusRing}`}
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5 translate-x-px" />}
      </button>
      <input
        type="range"
        aria-label="Seek"
        aria-valuetext={time}
        min={0}
        max={known ? Math.floor(duration) : 0}
        step={1}
        value={Math.floor(currentTime)}
        onChange={seek}
        disabled={!known}
        className={`h-2 min-w-24 flex-1 cursor-pointer accent-emerald-700 disabled:cursor-default disabled:opacity-60 dark:accent-emerald-400 ${focusRing}`}
      />
      <span className="text-xs tabular-nums text-slate-700 dark:text-slate-300">
        <span className="sr-only">Time: </span>
        {time}
      </span>
      <label htmlFor={speedId} className="sr-only">
        Playback speed
      </label>
      <select
        id={speedId}
        value={rate}
        onChange={changeRate}
        className={`rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 ${focusRing}`}
      >
        {playbackRates.map((value) => (
          <option key={value} value={value}>
            {value}×
          </option>
        ))}
      </select>
    </div>
  );
}
