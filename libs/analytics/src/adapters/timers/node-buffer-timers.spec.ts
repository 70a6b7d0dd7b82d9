import { jest } from '@jest/globals';
import { NodeBufferTimers } from './node-buffer-timers.js';

describe(NodeBufferTimers.name, () => {
  const timers = new NodeBufferTimers();

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a task once after its delay, and not at all once cancelled', () => {
    const once = jest.fn();
    const cancelled = jest.fn();
    timers.after(250, once);
    timers.after(250, cancelled)();
    jest.advanceTimersByTime(249);
    expect(once).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(once).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('repeats a task every interval until cancelled', () => {
    const task = jest.fn();
    const cancel = timers.every(30_000, task);
    jest.advanceTimersByTime(90_000);
    expect(task).toHaveBeenCalledTimes(3);
    cancel();
    jest.advanceTimersByTime(90_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('never keeps the process alive: module destroy writes what waits, not a timer', () => {
    jest.useRealTimers();
    const unref = jest.spyOn(Object.getPrototypeOf(setTimeout(() => undefined, 0)), 'unref');
    const cancels = [timers.after(60_000, () => undefined), timers.every(60_000, () => undefined)];
    expect(unref).toHaveBeenCalledTimes(2);
    for (const cancel of cancels) cancel();
    unref.mockRestore();
  });
});
