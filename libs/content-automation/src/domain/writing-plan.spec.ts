import { SOCIAL_CONTENT_TYPES } from './social-media-post.js';
import { SEED_PLATFORMS as SOCIAL_PLATFORMS } from './social-platform.js';
import { comparable, quoteStartSeconds, SOCIAL_SLOTS, slotsFor, sourceTextOf } from './writing-plan.js';

describe('SOCIAL_SLOTS and slotsFor', () => {
  it('are every seed platform × content type once, platform by platform', () => {
    expect(SOCIAL_SLOTS).toHaveLength(SOCIAL_PLATFORMS.length * SOCIAL_CONTENT_TYPES.length);
    expect(new Set(SOCIAL_SLOTS.map((slot) => `${slot.platform}/${slot.contentType}`)).size).toBe(12);
    expect(SOCIAL_SLOTS.slice(0, 3)).toEqual(SOCIAL_CONTENT_TYPES.map((contentType) => ({ platform: SOCIAL_PLATFORMS[0], contentType })));
  });

  it('gives `count` slots round the twelve in order', () => {
    expect(slotsFor(0)).toEqual([]);
    expect(slotsFor(2)).toEqual(SOCIAL_SLOTS.slice(0, 2));
    expect(slotsFor(14)).toEqual([...SOCIAL_SLOTS, ...SOCIAL_SLOTS.slice(0, 2)]);
  });
});

describe('sourceTextOf', () => {
  it('is the transcript when there is one, else the show notes, else the title as a sentence', () => {
    expect(sourceTextOf({ transcript: ' Welcome back. ', showNotes: 'Notes.', title: 'Money dates' })).toBe('Welcome back.');
    expect(sourceTextOf({ transcript: '  ', showNotes: 'We talk about money dates.', title: 'Money dates' })).toBe('We talk about money dates.');
    expect(sourceTextOf({ transcript: null, showNotes: '', title: ' Money dates ' })).toBe('Money dates.');
  });
});

describe('comparable', () => {
  it('keeps words and numbers only, in lower case', () => {
    expect(comparable('“Why trust — beats 2 surveillance?”')).toBe('why trust beats 2 surveillance');
  });
});

describe('quoteStartSeconds', () => {
  const segments = [
    { startSeconds: 0, endSeconds: 5, text: 'Welcome back to the show.' },
    { startSeconds: 5, endSeconds: 9.5, text: 'Today: why trust beats' },
    { startSeconds: 9.5, endSeconds: 12, text: 'surveillance every time.' },
  ];

  it('is the start of the segment where the quote begins, across segment boundaries and punctuation', () => {
    expect(quoteStartSeconds('Why trust beats surveillance every time.', segments)).toBe(5);
  });

  it('is null without segments or when the quote is not said', () => {
    expect(quoteStartSeconds('Why trust beats surveillance', [])).toBeNull();
    expect(quoteStartSeconds('Nothing like this was said', segments)).toBeNull();
  });
});
