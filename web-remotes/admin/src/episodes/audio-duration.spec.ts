import { formatDuration } from './audio-duration.js';
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
