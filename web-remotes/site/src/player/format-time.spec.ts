import { downloadFileName, formatTime } from './format-time.js';

describe(formatTime.name, () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [2322, '38:42'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [Number.NaN, '--:--'],
    [Number.POSITIVE_INFINITY, '--:--'],
  ])('%d s → %s', (seconds, shown) => {
    expect(formatTime(seconds)).toBe(shown);
  });
});

describe(downloadFileName.name, () => {
  it('names the file after the episode title', () => {
    expect(downloadFileName('Budgeting as a Team')).toBe('Budgeting as a Team.mp3');
  });

  it('falls back to episode.mp3 without a title', () => {
    expect(downloadFileName('')).toBe('episode.mp3');
    expect(downloadFileName('   ')).toBe('episode.mp3');
    expect(downloadFileName(undefined)).toBe('episode.mp3');
  });
});
