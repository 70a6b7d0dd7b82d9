import { categoryLabel, formatArticleDate } from './format-date.js';

describe(formatArticleDate.name, () => {
  it.each([
    ['2026-11-12T08:00:00.000Z', '12 November 2026'],
    ['2026-01-01T00:00:00.000Z', '1 January 2026'],
    ['2026-09-03T23:59:59.000Z', '3 September 2026'],
  ])('prints %s in en-AU long format as %s', (iso, expected) => {
    expect(formatArticleDate(iso)).toBe(expected);
  });

  it('prints nothing for an unreadable date', () => {
    expect(formatArticleDate('not a date')).toBe('');
  });
});

describe(categoryLabel.name, () => {
  it('turns a slug into words', () => {
    expect(categoryLabel('financial-advice')).toBe('Financial Advice');
    expect(categoryLabel('saving')).toBe('Saving');
    expect(categoryLabel('real_estate')).toBe('Real Estate');
  });
});
