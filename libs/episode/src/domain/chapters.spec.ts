import { InvalidInput } from '@harmony/platform/domain';
import { INVALID_CHAPTERS, parseJsonChapters, toJsonChapters } from './chapters.js';

function fieldErrors(document: unknown): Record<string, string> {
  try {
    parseJsonChapters(document);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).code).toBe(INVALID_CHAPTERS);
    return Object.fromEntries((error as InvalidInput).fieldErrors.map((problem) => [problem.field, problem.message]));
  }
  throw new Error('The chapters were accepted.');
}

describe(parseJsonChapters.name, () => {
  it('reads a JSON Chapters document, trimming titles and keeping links', () => {
    const document = {
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: ' Welcome ' },
        { startTime: 754.5, title: 'Our money date', img: 'https://example.com/a.jpg', url: '/blog/money-dates', toc: true },
      ],
    };
    const chapters = parseJsonChapters(document);
    expect(chapters).toEqual([
      { startSeconds: 0, title: 'Welcome' },
      { startSeconds: 754.5, title: 'Our money date', img: 'https://example.com/a.jpg', url: '/blog/money-dates' },
    ]);
    expect(toJsonChapters(chapters)).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 754.5, title: 'Our money date', img: 'https://example.com/a.jpg', url: '/blog/money-dates' },
      ],
    });
  });

  it('reports every broken rule on its field', () => {
    expect(
      fieldErrors({
        version: '2.0',
        chapters: [
          { startTime: 60, title: 'Intro' },
          { startTime: 30, title: '' },
          { startTime: -1, title: 'x'.repeat(201), url: 'javascript:alert(1)' },
          'not a chapter',
          { title: 'No start' },
        ],
      }),
    ).toEqual({
      version: 'The version must be "1.2.0" (JSON Chapters 1.x).',
      'chapters[1].startTime': 'Chapter 2 starts at 0:30, not after chapter 1 (1:00): chapters go in order of their start.',
      'chapters[1].title': 'Chapter 2 needs a title.',
      'chapters[2].startTime': 'Chapter 3 needs a start time in seconds, 0 or more.',
      'chapters[2].title': "Chapter 3's title is longer than 200 characters.",
      'chapters[2].url': "Chapter 3's url must be an http(s) address.",
      'chapters[3]': 'Chapter 4 must be an object with a startTime and a title.',
      'chapters[4].startTime': 'Chapter 5 needs a start time in seconds, 0 or more.',
    });
  });

  it('refuses what is not a list of 1 to 500 chapters', () => {
    expect(fieldErrors([{ startTime: 0, title: 'x' }])).toEqual({ chapters: expect.stringContaining('must be a JSON Chapters object') });
    expect(fieldErrors({ version: '1.2.0', chapters: 'none' })).toEqual({ chapters: 'The chapters must be a list of {"startTime", "title"}.' });
    expect(fieldErrors({ version: '1.2.0', chapters: [] })).toEqual({ chapters: 'Give at least one chapter (to remove the chapters, delete them).' });
    const many = Array.from({ length: 501 }, (_, index) => ({ startTime: index, title: `Part ${index}` }));
    expect(fieldErrors({ version: '1.2.0', chapters: many })).toEqual({ chapters: 'An episode has at most 500 chapters; this list has 501.' });
    expect(parseJsonChapters({ version: '1.2.0', chapters: many.slice(0, 500) })).toHaveLength(500);
  });
});
