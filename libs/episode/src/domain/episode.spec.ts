import { draftEpisode, formatDuration, newestFirst } from './episode.js';
import { InvalidEpisode } from './episode.errors.js';

const valid = { number: 4, title: '  Spender Meets Saver ', description: '<p>Hi</p>', audioUrl: '/media/a.mp3', imageUrl: '/media/a.svg', duration: '42:15' };

describe(draftEpisode.name, () => {
  it('trims the title and defaults featured to false and publishedAt to now', () => {
    const before = Date.now();
    const draft = draftEpisode(valid);
    expect(draft.title).toBe('Spender Meets Saver');
    expect(draft.featured).toBe(false);
    expect(draft.publishedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it.each(['1:05:09', '5:00', '59:59'])('accepts the duration %s', (duration) => {
    expect(draftEpisode({ ...valid, duration }).duration).toBe(duration);
  });

  it('reports every broken rule with its field', () => {
    const attempt = () => draftEpisode({ ...valid, number: 0, title: ' ', duration: '90 minutes' });
    expect(attempt).toThrow(InvalidEpisode);
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidEpisode).fieldErrors.map((problem) => problem.field)).toEqual(['number', 'title', 'duration']);
      expect((error as InvalidEpisode).code).toBe('invalid-episode');
    }
  });
});

describe(formatDuration.name, () => {
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [2535, '42:15'],
    [3909, '1:05:09'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('newestFirst', () => {
  it('orders by episode number, highest first', () => {
    const sorted = [{ id: 1, number: 2 }, { id: 2, number: 9 }, { id: 3, number: 5 }].sort(newestFirst);
    expect(sorted.map((episode) => episode.number)).toEqual([9, 5, 2]);
  });
});
