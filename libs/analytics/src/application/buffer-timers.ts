/** Stops what `after` or `every` started; calling it again does nothing. */
export type CancelTimer = () => void;

/**
 * When the buffers write: the clock is infrastructure (Node's timers in the app, a hand-turned clock in
 * tests), so the buffers only say after how long, and the adapter keeps time. A timer never keeps the
 * process alive: what waits is written on module destroy instead.
 */
export abstract class BufferTimers {
  /** Runs `task` once, `ms` from now. */
  abstract after(ms: number, task: () => void): CancelTimer;
  /** Runs `task` every `ms` until cancelled. */
  abstract every(ms: number, task: () => void): CancelTimer;
}
