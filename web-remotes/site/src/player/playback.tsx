import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

/** What the page around a player sees of it: where it is and whether it plays. */
export interface PlaybackState {
  /** Seconds from the start. */
  time: number;
  playing: boolean;
}

/** What a player lends to its controller while it is mounted. */
export interface PlayerControls {
  /** Seeks to `seconds` and starts playing. */
  playFrom(seconds: number): void;
}

const initialState: PlaybackState = { time: 0, playing: false };

/**
 * Lets the rest of a page drive its episode player (chapters, transcript cues) and follow it
 * (highlight the current chapter or cue, share at the current time). The player attaches itself and
 * publishes its state; readers subscribe with `usePlaybackState`, selecting what they need so that a
 * time update re-renders only what changed.
 */
export class PlaybackController {
  private controls: PlayerControls | null = null;
  private state: PlaybackState = initialState;
  private readonly listeners = new Set<() => void>();

  attach(controls: PlayerControls): () => void {
    this.controls = controls;
    return () => {
      if (this.controls === controls) this.controls = null;
    };
  }

  playFrom(seconds: number): void {
    this.controls?.playFrom(seconds);
  }

  publish(state: PlaybackState): void {
    if (state.time === this.state.time && state.playing === this.state.playing) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  readonly getState = (): PlaybackState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

const PlaybackContext = createContext<PlaybackController | null>(null);

/** Gives the player inside it, and what sits beside it, one controller. */
export function PlaybackProvider({ children }: { children: ReactNode }) {
  const [controller] = useState(() => new PlaybackController());
  return <PlaybackContext value={controller}>{children}</PlaybackContext>;
}

/** The controller of the enclosing PlaybackProvider; null outside one (an episode card's player). */
export const usePlayback = (): PlaybackController | null => useContext(PlaybackContext);

const noSubscription = () => () => undefined;

/** A value derived from the player's state, re-rendering only when it changes (return a primitive). */
export function usePlaybackState<T>(select: (state: PlaybackState) => T): T {
  const controller = usePlayback();
  const snapshot = () => select(controller?.getState() ?? initialState);
  return useSyncExternalStore(controller?.subscribe ?? noSubscription, snapshot, () => select(initialState));
}
