import { formatDuration, probeAudioDuration } from './audio-duration.js';
import { episodeSchema } from './episode-rules.js';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7.4, '0:07'],
    [59.6, '1:00'],
    [2535.2, '42:15'],
    [3599.4, '59:59'],
    [3600, '1:00:00'],
    [3909, '1:05:09'],
    [99 * 3600 + 59 * 60 + 59, '99:59:59'],
  ])('writes %s seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('writes only what the form accepts as a duration', () => {
    for (const seconds of [0, 1, 61, 599, 3599, 3600, 36_000, 86_399]) {
      const duration = formatDuration(seconds);
      expect(episodeSchema.shape.duration.safeParse(duration).success).toBe(true);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 100 * 3600])('says nothing for %s, which no duration can say', (seconds) => {
    expect(formatDuration(seconds)).toBeNull();
  });
});

describe('probeAudioDuration', () => {
  const realAudio = globalThis.Audio;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  let revoked: string[];

  /** jsdom plays no media: an audio element that answers as a browser would for the file it is given. */
  function browserReads(outcome: { duration: number } | 'unreadable') {
    class FakeAudio {
      preload = '';
      duration = Number.NaN;
      onloadedmetadata: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => {
          if (outcome === 'unreadable') this.onerror?.();
          else {
            this.duration = outcome.duration;
            this.onloadedmetadata?.();
          }
        });
      }
      removeAttribute() {}
      load() {}
    }
    // A stand-in for the constructor jsdom has but cannot play with: only what the probe uses.
    globalThis.Audio = FakeAudio as unknown as typeof Audio;
  }

  beforeEach(() => {
    revoked = [];
    URL.createObjectURL = () => 'blob:episode';
    URL.revokeObjectURL = (url: string) => revoked.push(url);
  });
  afterEach(() => {
    globalThis.Audio = realAudio;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  const aFile = () => new File(['audio'], 'episode.wav', { type: 'audio/wav' });

  it("answers the file's length and lets go of its object URL", async () => {
    browserReads({ duration: 75.2 });
    await expect(probeAudioDuration(aFile())).resolves.toBe(75.2);
    expect(revoked).toEqual(['blob:episode']);
  });

  it('rejects a file the browser cannot read, or one of no known length, and lets go of its object URL', async () => {
    browserReads('unreadable');
    await expect(probeAudioDuration(aFile())).rejects.toThrow('The browser cannot read this audio file.');
    browserReads({ duration: Number.POSITIVE_INFINITY });
    await expect(probeAudioDuration(aFile())).rejects.toThrow('The audio file does not say how long it is.');
    expect(revoked).toEqual(['blob:episode', 'blob:episode']);
  });
});
