import { DEFAULT_CATEGORY, draftArticle, isPublicAt, isValidSlug, normaliseTags, slugify } from './blog-article.js';
import { InvalidInput } from '@harmony/platform/domain';

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
  const render = (content: string) => `<rendered>${content}</rendered>`;

  it('applies the SPEC defaults and derives the slug from the title', () => {
    const draft = draftArticle(minimal, render);
    expect(draft).toMatchObject({ slug: 'budgeting-together', category: DEFAULT_CATEGORY, featured: false, published: true, imageUrl: null, tags: [] });
  });

  it('keeps a given valid slug and normalises tags', () => {
    expect(draftArticle({ ...minimal, slug: 'our-budget', tags: [' Budgeting ', 'budgeting', 'Couples', ''] }, render)).toMatchObject({ slug: 'our-budget', tags: ['budgeting', 'couples'] });
  });

  it('renders the content as stored, once, when the article is drafted', () => {
    const given: string[] = [];
    const draft = draftArticle({ ...minimal, content: '\n# Hello\n\n<script>x</script>  ' }, (content) => {
      given.push(content);
      return render(content);
    });
    expect(given).toEqual(['# Hello\n\n<script>x</script>']);
    expect(draft.content).toBe('# Hello\n\n<script>x</script>');
    expect(draft.contentHtml).toBe('<rendered># Hello\n\n<script>x</script></rendered>');
  });

  it('derives the HTML from the content, whatever HTML the input carries', () => {
    const input = { ...minimal, contentHtml: '<script>stale</script>' };
    expect(draftArticle(input, render).contentHtml).toBe('<rendered># Hello</rendered>');
  });

  it('names every broken rule, and renders nothing of an invalid article', () => {
    const rendered: string[] = [];
    try {
      draftArticle({ title: ' ', slug: 'Bad Slug', excerpt: '', content: ' ' }, (content) => {
        rendered.push(content);
        return content;
      });
      throw new Error('expected an InvalidInput');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInput);
      expect((error as InvalidInput).code).toBe('invalid-article');
      expect((error as InvalidInput).fieldErrors.map((problem) => problem.field)).toEqual(['title', 'slug', 'excerpt', 'content']);
    }
    expect(rendered).toEqual([]);
  });
});

describe(isPublicAt.name, () => {
  const publishedAt = new Date('2026-11-12T08:00:00Z');

  it('shows a published article from its publishedAt on, and hides it before (scheduled)', () => {
    expect(isPublicAt({ published: true, publishedAt }, new Date('2026-11-12T07:59:59.999Z'))).toBe(false);
    expect(isPublicAt({ published: true, publishedAt }, publishedAt)).toBe(true);
    expect(isPublicAt({ published: true, publishedAt }, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('never shows a draft', () => {
    expect(isPublicAt({ published: false, publishedAt }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe(normaliseTags.name, () => {
  it('trims, lower-cases and de-duplicates in order', () => expect(normaliseTags(['B', 'a', ' b '])).toEqual(['b', 'a']));
});
