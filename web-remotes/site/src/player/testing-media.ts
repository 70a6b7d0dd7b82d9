import { jest } from '@jest/globals';

/**
 * jsdom has no media playback: play()/pause() log "not implemented" and `paused` is always true.
 * This stands in for the browser at that boundary — it tracks each element's state and fires the
 * events a real <audio> fires, so the components under test run unchanged.
 */
export function stubMediaPlayback() {
  const playing = new WeakSet<HTMLMediaElement>();
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (!playing.has(this)) {
      playing.add(this);
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (playing.has(this)) {
      playing.delete(this);
      this.dispatchEvent(new Event('pause'));
    }
  });
  return { play, pause };
}
