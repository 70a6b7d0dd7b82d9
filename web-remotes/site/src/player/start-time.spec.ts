import { parseStartTime, parseTimeValue } from './start-time.js';

describe(parseStartTime.name, () => {
  it.each([
    ['?t=754', '', 754],
    ['?t=0', '', 0],
    ['?utm_source=x&t=30', '', 30],
    ['', '#t=754', 754],
    ['', '#t=12:34', 754],
    ['', '#t=1:02:03', 3723],
    ['', '#t=0:05', 5],
    ['?t=10', '#t=12:34', 10],
    ['?t=abc', '#t=1:00', 60],
  ])('search %j, hash %j → %d s', (search, hash, expected) => {
    expect(parseStartTime(search, hash)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['?t=', ''],
    ['?t=-5', ''],
    ['?t=12.5', ''],
    ['?t=12:34', ''],
    ['?t=1e3', ''],
    ['?t=754s', ''],
    ['?t=%20754', ''],
    ['', '#t=12:60'],
    ['', '#t=1:2:3'],
    ['', '#t=:34'],
    ['', '#t=12:34:'],
    ['', '#t=abc'],
    ['', '#time=754'],
    ['', '#t=1:02:03:04'],
  ])('ignores search %j, hash %j', (search, hash) => {
    expect(parseStartTime(search, hash)).toBeNull();
  });
});

describe(parseTimeValue.name, () => {
  it('reads plain seconds and clock times, nothing else', () => {
    expect(parseTimeValue('75')).toBe(75);
    expect(parseTimeValue('01:15')).toBe(75);
    expect(parseTimeValue('2:00:00')).toBe(7200);
    expect(parseTimeValue('1:75')).toBeNull();
    expect(parseTimeValue('')).toBeNull();
  });
});
