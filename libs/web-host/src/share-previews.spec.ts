import { isoDuration } from './share-previews.js';
import { wrapWords } from './share-image.js';

describe(isoDuration.name, () => {
  it.each([
    ['39:59', 'PT39M59S'],
    ['1:02:07', 'PT1H2M7S'],
    ['75:00', 'PT1H15M'],
    ['0:00', 'PT0S'],
    ['about an hour', null],
    ['1:2:3:4', null],
  ])('writes %s as %s', (duration, iso) => expect(isoDuration(duration)).toBe(iso));
});

describe(wrapWords.name, () => {
  it('wraps at words and ends a cut last line with an ellipsis', () => {
    expect(wrapWords('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapWords('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });

  it('cuts a word longer than a line', () => expect(wrapWords('abcdefghijkl', 5, 2)).toEqual(['abcde']));
});
