import { draftEpisode, formatDuration, isPublicAt, newestFirst } from './episode.js';
import { InvalidInput } from '@harmony/platform/domain';

const valid = { number: 4, title: '  Spender Meets Saver ', description: '<p>Hi</p>', audioUrl: '/media/a.mp3', imageUrl: '/media/a.svg', duration: '42:15' };
const sanitize = (description: string) => `<sanitized>${description}</sanitized>`;

describe(draftEpisode.name, () => {
  it('trims the title and defaults featured to false and publishedAt to now', () => {
    const before = Date.now();
    const draft = draftEpisode(valid, sanitize);
    expect(draft.title).toBe('Spender Meets Saver');
    expect(draft.featured).toBe(false);
    expect(draft.publishedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it.each(['1:05:09', '5:00', '59:59'])('accepts the duration %s', (duration) => {
    expect(draftEpisode({ ...valid, duration }, sanitize).duration).toBe(duration);
  });

  it('sanitizes the description as stored, once, when the episode is drafted', () => {
    const given: string[] = [];
    const draft = draftEpisode({ ...valid, description: '  <p>Hi <img src=x onerror=alert(1)></p>\n' }, (description) => {
      given.push(description);
      return sanitize(description);
    });
    expect(given).toEqual(['<p>Hi <img src=x onerror=alert(1)></p>']);
    expect(draft.description).toBe('<p>Hi <img src=x onerror=alert(1)></p>');
    expect(draft.descriptionHtml).toBe('<sanitized><p>Hi <img src=x onerror=alert(1)></p></sanitized>');
  });

  it('derives the HTML from the description, whatever HTML the input carries', () => {
    const input = { ...valid, descriptionHtml: '<script>stale</script>' };
    expect(draftEpisode(input, sanitize).descriptionHtml).toBe('<sanitized><p>Hi</p></sanitized>');
  });

  it('reports every broken rule with its field', () => {
    const sanitized: string[] = [];
    const attempt = () => draftEpisode({ ...valid, number: 0, title: ' ', duration: '90 minutes' }, (description) => {
      sanitized.push(description);
      return description;
    });
    expect(attempt).toThrow(InvalidInput);
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidInput).fieldErrors.map((problem) => problem.field)).toEqual(['number', 'title', 'duration']);
      expect((error as InvalidInput).code).toBe('invalid-episode');
    }
    // An invalid episode is never stored: its description is not worth sanitizing.
    expect(sanitized).toEqual([]);
  });
});

describe(isPublicAt.name, () => {
  const publishedAt = new Date('2026-11-10T19:00:00Z');

  it('shows an episode from its publishedAt on, and hides it before (scheduled)', () => {
    expect(isPublicAt({ publishedAt }, new Date('2026-11-10T18:59:59.999Z'))).toBe(false);
    expect(isPublicAt({ publishedAt }, publishedAt)).toBe(true);
    expect(isPublicAt({ publishedAt }, new Date('2026-11-11T00:00:00Z'))).toBe(true);
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
