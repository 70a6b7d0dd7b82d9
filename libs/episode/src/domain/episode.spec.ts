import { draftEpisode, formatDuration, isPublicAt, newestFirst, newMedia, reviseEpisode, statusAt, type Episode } from './episode.js';
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

const invalidFields = (attempt: () => unknown): { field: string; message: string }[] => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof InvalidInput) return [...error.fieldErrors];
    throw error;
  }
  throw new Error('expected an InvalidInput');
};

describe('an episode without its media', () => {
  it('may be drafted: the audio and the cover come later, uploaded', () => {
    const draft = draftEpisode({ number: 4, title: 'Soon', description: '<p>Soon</p>', duration: '10:00' }, sanitize);
    expect(draft).toMatchObject({ audioUrl: null, imageUrl: null });
    expect(draftEpisode({ ...valid, audioUrl: '  ', imageUrl: null }, sanitize)).toMatchObject({ audioUrl: null, imageUrl: null });
  });

  it('names only media that are stored: a field error for each that is not', () => {
    expect(invalidFields(() => draftEpisode(valid, sanitize, { audioUrl: false, imageUrl: false }))).toEqual([
      { field: 'audioUrl', message: 'No uploaded audio has this address: upload the audio file instead.' },
      { field: 'imageUrl', message: 'No uploaded image has this address: upload the cover image instead.' },
    ]);
    // No medium named, none to check.
    expect(() => draftEpisode({ ...valid, audioUrl: null, imageUrl: null }, sanitize, { audioUrl: false, imageUrl: false })).not.toThrow();
  });

  it('requires a description, a publication time that is a time, and a number a database can hold', () => {
    expect(invalidFields(() => draftEpisode({ ...valid, description: ' ', publishedAt: new Date('not a date'), number: 2 ** 31 }, sanitize)).map((problem) => problem.field)).toEqual([
      'number',
      'description',
      'publishedAt',
    ]);
  });
});

describe(isPublicAt.name, () => {
  const publishedAt = new Date('2026-11-10T19:00:00Z');
  const media = { audioUrl: '/media/a.mp3', imageUrl: '/media/a.jpg' };

  it('shows an episode from its publishedAt on, and hides it before (scheduled)', () => {
    expect(isPublicAt({ publishedAt, ...media }, new Date('2026-11-10T18:59:59.999Z'))).toBe(false);
    expect(isPublicAt({ publishedAt, ...media }, publishedAt)).toBe(true);
    expect(isPublicAt({ publishedAt, ...media }, new Date('2026-11-11T00:00:00Z'))).toBe(true);
  });

  it('never shows an episode without its audio or its cover, whatever its date', () => {
    const later = new Date('2030-01-01T00:00:00Z');
    expect(isPublicAt({ publishedAt, ...media, audioUrl: null }, later)).toBe(false);
    expect(isPublicAt({ publishedAt, ...media, imageUrl: null }, later)).toBe(false);
  });
});

describe(statusAt.name, () => {
  const now = new Date('2026-11-10T19:00:00Z');
  const complete = { audioUrl: '/media/a.mp3', imageUrl: '/media/a.jpg', publishedAt: now };

  it.each([
    ['published', complete],
    ['scheduled', { ...complete, publishedAt: new Date('2026-11-10T19:00:01Z') }],
    ['missing-audio', { ...complete, audioUrl: null, imageUrl: null }],
    ['missing-cover', { ...complete, imageUrl: null }],
  ] as const)('is %s for %j', (status, episode) => {
    expect(statusAt(episode, now)).toBe(status);
  });
});

describe(reviseEpisode.name, () => {
  const stored: Episode = { ...draftEpisode(valid, sanitize), id: 9, featured: true, transcriptUrl: '/media/episodes/9/transcript-a.vtt', chaptersUrl: null };

  it('changes only the fields given, keeps the id and sanitizes the description again', () => {
    const revised = reviseEpisode(stored, { featured: false, title: undefined, description: '<p>New</p>' }, sanitize);
    expect(revised).toEqual({ ...stored, featured: false, description: '<p>New</p>', descriptionHtml: '<sanitized><p>New</p></sanitized>' });
  });

  it('removes a medium given as null, and checks the rules as a new draft does', () => {
    expect(reviseEpisode(stored, { audioUrl: null }, sanitize).audioUrl).toBeNull();
    expect(invalidFields(() => reviseEpisode(stored, { title: '', duration: 'soon' }, sanitize)).map((problem) => problem.field)).toEqual(['title', 'duration']);
  });
});

describe(newMedia.name, () => {
  it('lists the media URLs a change names that the episode does not have yet: only those need checking', () => {
    const episode = { audioUrl: '/media/a.mp3', imageUrl: null };
    expect(newMedia(episode, { audioUrl: '/media/a.mp3', imageUrl: '/media/b.jpg' })).toEqual({ imageUrl: '/media/b.jpg' });
    expect(newMedia(episode, { audioUrl: null, title: 'x' })).toEqual({});
    expect(newMedia(null, { audioUrl: '/media/a.mp3' })).toEqual({ audioUrl: '/media/a.mp3' });
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
