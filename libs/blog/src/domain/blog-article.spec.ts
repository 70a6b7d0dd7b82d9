import { DEFAULT_CATEGORY, draftArticle, isValidSlug, normaliseTags, slugify } from './blog-article.js';
import { InvalidArticle } from './blog-article.errors.js';

describe(slugify.name, () => {
  it.each([
    ['Yours, Mine & Ours: Joint Accounts?', 'yours-mine-ours-joint-accounts'],
    ['  Café Budgets  ', 'cafe-budgets'],
    ['The 50/30/20 Rule', 'the-50-30-20-rule'],
    ['---', ''],
  ])('turns %p into %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe(isValidSlug.name, () => {
  it.each(['budgeting-together', 'a', '50-30-20'])('accepts %p', (slug) => expect(isValidSlug(slug)).toBe(true));
  it.each(['', 'Budgeting', 'two--hyphens', '-leading', 'trailing-', 'has space', 'ünïcode', 'x'.repeat(121)])('rejects %p', (slug) =>
    expect(isValidSlug(slug)).toBe(false),
  );
});

describe(draftArticle.name, () => {
  const minimal = { title: 'Budgeting Together', excerpt: 'How we budget.', content: '# Hello' };

  it('applies the SPEC defaults and derives the slug from the title', () => {
    const draft = draftArticle(minimal);
    expect(draft).toMatchObject({ slug: 'budgeting-together', category: DEFAULT_CATEGORY, featured: false, published: true, imageUrl: null, tags: [] });
  });

  it('keeps a given valid slug and normalises tags', () => {
    expect(draftArticle({ ...minimal, slug: 'our-budget', tags: [' Budgeting ', 'budgeting', 'Couples', ''] })).toMatchObject({ slug: 'our-budget', tags: ['budgeting', 'couples'] });
  });

  it('names every broken rule', () => {
    try {
      draftArticle({ title: ' ', slug: 'Bad Slug', excerpt: '', content: ' ' });
      throw new Error('expected InvalidArticle');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidArticle);
      expect((error as InvalidArticle).fieldErrors.map((problem) => problem.field)).toEqual(['title', 'slug', 'excerpt', 'content']);
    }
  });
});

describe(normaliseTags.name, () => {
  it('trims, lower-cases and de-duplicates in order', () => expect(normaliseTags(['B', 'a', ' b '])).toEqual(['b', 'a']));
});
