import { articleLimits, articleStatus, DEFAULT_CATEGORY, draftArticle, isPublicAt, isValidSlug, normaliseTags, numberedSlug, previewArticleContent, reviseArticle, slugify, type ArticleDraft } from './blog-article.js';
import { InvalidInput } from '@harmony/platform/domain';

/** The field errors of the InvalidInput `act` throws. */
function fieldErrorsOf(act: () => unknown): { field: string; message: string }[] {
  try {
    act();
  } catch (error) {
    if (error instanceof InvalidInput && error.code === 'invalid-article') return [...error.fieldErrors];
    throw error;
  }
  throw new Error('expected an InvalidInput');
}

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

describe(`${draftArticle.name}: limits and formats`, () => {
  const minimal = { title: 'Budgeting Together', excerpt: 'How we budget.', content: '# Hello' };
  const render = (content: string) => content;
  const fieldsOf = (act: () => unknown) => fieldErrorsOf(act).map((problem) => problem.field);

  it('refuses what is too long, naming each field with its limit', () => {
    const errors = fieldErrorsOf(() =>
      draftArticle({ ...minimal, title: 't'.repeat(articleLimits.title + 1), excerpt: 'e'.repeat(articleLimits.excerpt + 1), content: 'c'.repeat(articleLimits.content + 1) }, render),
    );
    expect(errors).toEqual([
      { field: 'title', message: 'The article title must be at most 200 characters.' },
      { field: 'excerpt', message: 'The excerpt must be at most 1,000 characters.' },
      { field: 'content', message: 'The article content must be at most 100,000 characters.' },
    ]);
    expect(() => draftArticle({ ...minimal, title: 'T '.repeat(100).trim(), content: 'c'.repeat(articleLimits.content) }, render)).not.toThrow();
  });

  it.each(['/media/uploads/a.png', 'https://images.example/b.jpg', 'http://images.example/c.jpg'])('takes the image address %p', (imageUrl) => {
    expect(draftArticle({ ...minimal, imageUrl }, render).imageUrl).toBe(imageUrl);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'media/a.png', '/media/a b.png'])('refuses the image address %p', (imageUrl) => {
    expect(fieldsOf(() => draftArticle({ ...minimal, imageUrl }, render))).toEqual(['imageUrl']);
  });

  it('reads a blank image as none, a category in any case, and defaults a blank category', () => {
    expect(draftArticle({ ...minimal, imageUrl: '  ', category: ' Saving ' }, render)).toMatchObject({ imageUrl: null, category: 'saving' });
    expect(draftArticle({ ...minimal, category: '' }, render).category).toBe(DEFAULT_CATEGORY);
    expect(fieldsOf(() => draftArticle({ ...minimal, category: 'Real Estate' }, render))).toEqual(['category']);
  });

  it('refuses too many tags, or a tag too long', () => {
    expect(fieldErrorsOf(() => draftArticle({ ...minimal, tags: Array.from({ length: 21 }, (_, n) => `tag-${n}`) }, render))).toEqual([{ field: 'tags', message: 'Use at most 20 tags.' }]);
    expect(fieldErrorsOf(() => draftArticle({ ...minimal, tags: ['x'.repeat(51)] }, render))).toEqual([{ field: 'tags', message: 'Each tag must be at most 50 characters.' }]);
  });

  it('blames a missing title, not the slug it would have made; a title with no letters or digits makes no slug', () => {
    expect(fieldsOf(() => draftArticle({ ...minimal, title: ' ' }, render))).toEqual(['title']);
    expect(fieldsOf(() => draftArticle({ ...minimal, title: '!!!' }, render))).toEqual(['slug']);
  });

  it('refuses a publication date that is not a date', () => {
    expect(fieldsOf(() => draftArticle({ ...minimal, publishedAt: new Date('not a date') }, render))).toEqual(['publishedAt']);
  });
});

describe(reviseArticle.name, () => {
  const render = (content: string) => `<rendered>${content}</rendered>`;
  const current: ArticleDraft = draftArticle(
    { title: 'Budgeting Together', excerpt: 'How we budget.', content: '# Hello', imageUrl: '/media/a.png', tags: ['budgeting'], publishedAt: new Date('2026-01-01T00:00:00Z'), published: false },
    render,
  );

  it('changes only the fields given, and keeps the slug when the title changes', () => {
    const revised = reviseArticle(current, { title: 'Budgeting Together, Revised', featured: true, tags: undefined }, render);
    expect(revised).toEqual({ ...current, title: 'Budgeting Together, Revised', featured: true });
    expect(revised.slug).toBe('budgeting-together');
  });

  it('moves the address only to a given slug; a blank one is made from the title again', () => {
    expect(reviseArticle(current, { title: 'New Title', slug: 'our-budget' }, render).slug).toBe('our-budget');
    expect(reviseArticle(current, { title: 'New Title', slug: ' ' }, render).slug).toBe('new-title');
  });

  it('publishes and unpublishes without moving publishedAt', () => {
    const published = reviseArticle(current, { published: true }, render);
    expect(published).toMatchObject({ published: true, publishedAt: current.publishedAt });
    expect(reviseArticle(published, { published: false }, render)).toMatchObject({ published: false, publishedAt: current.publishedAt });
  });

  it('removes the image with null, and renders changed content again', () => {
    expect(reviseArticle(current, { imageUrl: null, content: '## Changed' }, render)).toMatchObject({ imageUrl: null, content: '## Changed', contentHtml: '<rendered>## Changed</rendered>' });
  });

  it('holds an edit to the rules of a new article', () => {
    expect(fieldErrorsOf(() => reviseArticle(current, { title: ' ', slug: 'Not A Slug', content: '' }, render)).map((problem) => problem.field)).toEqual(['title', 'slug', 'content']);
  });
});

describe(articleStatus.name, () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('tells a draft, a scheduled and a published article apart', () => {
    expect(articleStatus({ published: false, publishedAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe('draft');
    expect(articleStatus({ published: false, publishedAt: new Date('2027-01-01T00:00:00Z') }, now)).toBe('draft');
    expect(articleStatus({ published: true, publishedAt: new Date('2026-06-01T12:00:00.001Z') }, now)).toBe('scheduled');
    expect(articleStatus({ published: true, publishedAt: now }, now)).toBe('published');
  });
});

describe(numberedSlug.name, () => {
  it('numbers from 2, keeping the slug valid at its longest', () => {
    expect(numberedSlug('budgeting-tips', 1)).toBe('budgeting-tips');
    expect(numberedSlug('budgeting-tips', 2)).toBe('budgeting-tips-2');
    expect(numberedSlug('budgeting-tips', 13)).toBe('budgeting-tips-13');
    const longest = `${'a'.repeat(117)}-bc`;
    expect(numberedSlug(longest, 2)).toBe(`${'a'.repeat(117)}-2`);
    expect(isValidSlug(numberedSlug(longest, 2))).toBe(true);
    expect(isValidSlug(numberedSlug(`${'a'.repeat(119)}b`, 100))).toBe(true);
  });
});

describe(previewArticleContent.name, () => {
  const render = (content: string) => `<rendered>${content}</rendered>`;

  it('renders the content as a write would store it, and nothing as nothing', () => {
    expect(previewArticleContent('\n# Hello  \n', render)).toBe('<rendered># Hello</rendered>');
    expect(previewArticleContent('  ', render)).toBe('');
  });

  it('refuses more content than an article may hold', () => {
    expect(fieldErrorsOf(() => previewArticleContent('c'.repeat(articleLimits.content + 1), render))).toEqual([{ field: 'content', message: 'The article content must be at most 100,000 characters.' }]);
  });
});
