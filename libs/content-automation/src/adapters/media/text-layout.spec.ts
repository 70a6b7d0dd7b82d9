import { estimatedTextWidth, fitText, wrapText } from './text-layout.js';

describe('text layout', () => {
  const sentence = 'Every episode teaches one thing well, and the listeners who stay are the ones who learn it.';

  it('breaks words into lines no wider than the box', () => {
    const lines = wrapText(sentence, 400, 40);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(sentence);
    for (const line of lines) expect(estimatedTextWidth(line, 40)).toBeLessThanOrEqual(400);
  });

  it('splits a word wider than a line', () => {
    const lines = wrapText('https://example.com/a-very-long-address-that-never-ends', 200, 40);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('https://example.com/a-very-long-address-that-never-ends');
  });

  it('sets a short text large and a long one smaller', () => {
    const box = { maxWidth: 900, maxLines: 5, largestFontSize: 76, smallestFontSize: 40 };
    expect(fitText('Ship it.', box).fontSize).toBe(76);
    const long = fitText(sentence.repeat(2), box);
    expect(long.fontSize).toBeLessThan(76);
    expect(long.lines.length).toBeLessThanOrEqual(5);
  });

  it('cuts what does not fit even at the smallest size, ending in an ellipsis', () => {
    const fitted = fitText(sentence.repeat(10), { maxWidth: 600, maxLines: 3, largestFontSize: 40, smallestFontSize: 30 });
    expect(fitted.fontSize).toBe(30);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2]!.endsWith('…')).toBe(true);
    expect(estimatedTextWidth(fitted.lines[2]!, 30)).toBeLessThanOrEqual(600);
  });
});
