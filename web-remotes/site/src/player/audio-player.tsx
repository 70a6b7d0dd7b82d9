import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Pause, Play } from 'lucide-react';
import { focusRing } from '@harmony/ui';
import { formatTime } from './format-time.js';
import { pauseOthers, registerPlayer } from './now-playing.js';
import { usePlayback } from './playback.js';

export const playbackRates = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** ←/→ move this far (seconds). */
export const skipSeconds = 15;

/** The player's keyboard shortcuts, as aria-keyshortcuts names them. */
export const playerShortcuts = 'Space ArrowLeft ArrowRight';

export interface AudioPlayerProps {
  audioUrl: string;
  episodeTitle: string;
  /** Where the first play starts (a shared link's `t`); null or absent: the beginning. */
  startAt?: number | null;
}

/** Fields whose own keys Space and arrows belong to (the speed list, any text field). */
const keepsItsKeys = (target: EventTarget): boolean =>
  target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== 'range');

/**
 * Play/pause, seek, time and speed over a native <audio>. `preload="none"`: a page view downloads no
 * audio until the visitor presses play. Native controls (button, range, select) keep it keyboard operable;
 * with focus on the play button or the seek bar, Space plays/pauses and ←/→ skip 15 s, announced in a
 * polite live region. Inside a PlaybackProvider, the page can seek it and follow its time.
 */
export function AudioPlayer({ audioUrl, episodeTitle, startAt = null }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [rate, setRate] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  // A shared link's start, applied at the first play: browsers refuse to autoplay, and with
  // preload="none" the audio has no position to set before it loads.
  const [pendingStart, setPendingStart] = useState<number | null>(null);
  const speedId = useId();
  const playback = usePlayback();

  useEffect(() => {
    setPendingStart(startAt !== null && startAt > 0 ? startAt : null);
  }, [startAt]);

  // Before the first play, a shared link's start is the position the page sees (and shares).
  const shownTime = pendingStart ?? currentTime;
  useEffect(() => {
    playback?.publish({ time: shownTime, playing });
  }, [playback, shownTime, playing]);

  useEffect(() => {
    if (!playback) return;
    return playback.attach({
      playFrom: (seconds) => {
        const audio = audioRef.current;
        if (!audio) return;
        setPendingStart(null);
        audio.currentTime = seconds;
        setCurrentTime(seconds);
        void Promise.resolve(audio.play()).catch(() => setPlaying(false));
      },
    });
  }, [playback]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const unregister = registerPlayer(audio);
    // Spoken only for the player the visitor is using: another one pausing this one stays quiet.
    const announceIfFocused = (text: string) => {
      if (groupRef.current?.contains(document.activeElement)) setAnnouncement(text);
    };
    const onPlay = () => {
      pauseOthers(audio);
      setPlaying(true);
      announceIfFocused('Playing');
    };
    const onPause = () => {
      setPlaying(false);
      announceIfFocused('Paused');
    };
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
      if (pendingStart !== null) {
        audio.currentTime = pendingStart;
        setPendingStart(null);
      }
      // A rejected play() (no source, autoplay policy) leaves the player paused; nothing else to do.
      void Promise.resolve(audio.play()).catch(() => setPlaying(false));
    } else audio.pause();
  };

  const moveTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    setPendingStart(null);
    audio.currentTime = seconds;
    setCurrentTime(seconds);
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => moveTo(Number(event.target.value));

  const skip = (direction: -1 | 1) => {
    const from = pendingStart ?? audioRef.current?.currentTime ?? 0;
    const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
    const to = Math.min(Math.max(from + direction * skipSeconds, 0), end);
    moveTo(to);
    setAnnouncement(`${direction < 0 ? 'Back' : 'Forward'} ${skipSeconds} seconds, ${formatTime(to)}`);
  };

  const onShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || keepsItsKeys(event.target)) return;
    if (event.key === ' ') {
      // The play button plays on its own Space (its click); elsewhere in the player, Space does it.
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      toggle();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      skip(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const changeRate = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.target.value);
    setRate(next);
    if (audioRef.current) audioRef.current.playbackRate = next;
  };

  const known = Number.isFinite(duration) && duration > 0;
  const time = `${formatTime(shownTime)} / ${formatTime(known ? duration : Number.NaN)}`;

  return (
    // The keys reach this handler from the player's own controls, which are focusable: the group is not.
    <div
      ref={groupRef}
      role="group"
      aria-label={`Audio player: ${episodeTitle}`}
      aria-keyshortcuts={playerShortcuts}
      onKeyDown={onShortcut}
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
    >
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
        value={Math.floor(shownTime)}
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
      {pendingStart !== null && <p className="w-full text-xs text-slate-700 dark:text-slate-300">Starts at {formatTime(pendingStart)}</p>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
