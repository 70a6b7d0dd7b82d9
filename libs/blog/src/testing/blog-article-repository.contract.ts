import { firstPage } from '@harmony/platform/domain';
import { ArticleSlugTaken, type BlogArticleRepository } from '../domain/index.js';
import { anArticleDraft } from './article.mother.js';

/**
 * What every BlogArticleRepository does, the in-memory fake and the TypeORM adapter alike: the use-case
 * tests trust the fake exactly as far as this holds of it. Call inside a describe; `fresh` gives an
 * empty repository before each test.
 */
export function blogArticleRepositoryContract(fresh: () => BlogArticleRepository | Promise<BlogArticleRepository>): void {
  let repository: BlogArticleRepository;

  beforeEach(async () => {
    repository = await fresh();
  });

  const now = new Date('2026-06-01T12:00:00Z');
  const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('stores articles with their tags and timestamps, and lists published ones newest first', async () => {
    await repository.addAll([
      anArticleDraft({ slug: 'older', tags: ['budgeting', 'couples'], publishedAt: new Date('2026-01-01T00:00:00Z'), contentHtml: '<p>stored</p>' }),
      anArticleDraft({ slug: 'newer', publishedAt: new Date('2026-02-01T00:00:00Z') }),
      anArticleDraft({ slug: 'hidden', published: false, publishedAt: new Date('2026-03-01T00:00:00Z') }),
    ]);
    const { items: published, total } = await repository.findPublished(firstPage, now);
    expect(total).toBe(2);
    expect(published.map((article) => article.slug)).toEqual(['newer', 'older']);
    expect(published[1]).toMatchObject({ tags: ['budgeting', 'couples'], category: 'financial-advice', imageUrl: null, contentHtml: '<p>stored</p>' });
    expect(published[1]!.createdAt).toBeInstanceOf(Date);
    expect(published[1]!.updatedAt).toBeInstanceOf(Date);
  });

  it('answers published articles a page at a time, with how many there are in all', async () => {
    await repository.addAll(
      Array.from({ length: 5 }, (_, day) => anArticleDraft({ slug: `day-${day + 1}`, publishedAt: new Date(Date.UTC(2026, 0, day + 1)) })).concat(anArticleDraft({ slug: 'draft', published: false })),
    );
    const second = await repository.findPublished({ limit: 2, offset: 2 }, now);
    expect(second.items.map((article) => article.slug)).toEqual(['day-3', 'day-2']);
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect((await repository.findPublished({ limit: 2, offset: 10 }, now)).items).toEqual([]);
  });

  it('finds featured published articles and published ones by slug only', async () => {
    await repository.addAll([anArticleDraft({ slug: 'star', featured: true }), anArticleDraft({ slug: 'secret', featured: true, published: false })]);
    expect((await repository.findPublishedFeatured(now)).map((article) => article.slug)).toEqual(['star']);
    expect(await repository.findPublishedBySlug('star', now)).toMatchObject({ slug: 'star' });
    expect(await repository.findPublishedBySlug('secret', now)).toBeNull();
    expect(await repository.findPublishedBySlug('missing', now)).toBeNull();
  });

  it('refuses a second article with the same slug, and keeps nothing of that batch', async () => {
    await repository.addAll([anArticleDraft({ slug: 'twice' })]);
    await expect(repository.addAll([anArticleDraft({ slug: 'other' }), anArticleDraft({ slug: 'twice' })])).rejects.toThrow();
    expect(await repository.count()).toBe(1);
    expect(await repository.findPublishedBySlug('other', now)).toBeNull();
  });

  it('gives every article its own id, within one batch and across batches', async () => {
    const first = await repository.addAll([anArticleDraft({ slug: 'a' }), anArticleDraft({ slug: 'b' }), anArticleDraft({ slug: 'c' })]);
    const second = await repository.addAll([anArticleDraft({ slug: 'd' })]);
    expect(new Set([...first, ...second].map((article) => article.id)).size).toBe(4);
  });

  it('hides scheduled articles from every public read until their time, but counts them', async () => {
    await repository.addAll([
      anArticleDraft({ slug: 'past', featured: true, publishedAt: minutesFromNow(-60) }),
      anArticleDraft({ slug: 'due', featured: true, publishedAt: now }),
      anArticleDraft({ slug: 'soon', featured: true, publishedAt: minutesFromNow(30) }),
    ]);
    const page = await repository.findPublished(firstPage, now);
    expect(page.items.map((article) => article.slug)).toEqual(['due', 'past']);
    expect(page.total).toBe(2);
    expect((await repository.findPublishedFeatured(now)).map((article) => article.slug)).toEqual(['due', 'past']);
    expect(await repository.findPublishedBySlug('soon', now)).toBeNull();
    expect(await repository.count()).toBe(3);

    const later = minutesFromNow(30);
    expect((await repository.findPublished(firstPage, later)).items.map((article) => article.slug)).toEqual(['soon', 'due', 'past']);
    expect(await repository.findPublishedBySlug('soon', later)).toMatchObject({ slug: 'soon' });
  });

  it('answers the next publication of a published article after a moment, or null; drafts never publish', async () => {
    expect(await repository.nextPublicationAfter(now)).toBeNull();
    await repository.addAll([
      anArticleDraft({ publishedAt: minutesFromNow(-60) }),
      anArticleDraft({ publishedAt: minutesFromNow(90) }),
      anArticleDraft({ publishedAt: minutesFromNow(30) }),
      anArticleDraft({ published: false, publishedAt: minutesFromNow(10) }),
    ]);
    expect(await repository.nextPublicationAfter(now)).toEqual(minutesFromNow(30));
    expect(await repository.nextPublicationAfter(minutesFromNow(30))).toEqual(minutesFromNow(90));
    expect(await repository.nextPublicationAfter(minutesFromNow(90))).toBeNull();
  });

  describe('for the manager', () => {
    const slugsOf = (page: { items: readonly { slug: string }[] }) => page.items.map((article) => article.slug);

    it('lists every article, drafts and scheduled ones too, newest first by publishedAt then id, a page at a time', async () => {
      await repository.addAll([
        anArticleDraft({ slug: 'old', publishedAt: minutesFromNow(-120) }),
        anArticleDraft({ slug: 'draft', published: false, publishedAt: minutesFromNow(-60) }),
        anArticleDraft({ slug: 'scheduled', publishedAt: minutesFromNow(60) }),
        anArticleDraft({ slug: 'same-moment-first', publishedAt: minutesFromNow(-90) }),
        anArticleDraft({ slug: 'same-moment-second', publishedAt: minutesFromNow(-90) }),
      ]);
      const all = await repository.findPage(firstPage);
      expect(slugsOf(all)).toEqual(['scheduled', 'draft', 'same-moment-second', 'same-moment-first', 'old']);
      expect(all.total).toBe(5);
      const second = await repository.findPage({ limit: 2, offset: 2 });
      expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
      expect(slugsOf(second)).toEqual(['same-moment-second', 'same-moment-first']);
    });

    it('finds articles whose title or excerpt contains the search, in any case, taking wildcards literally', async () => {
      await repository.addAll([
        anArticleDraft({ slug: 'by-title', title: 'Budgeting on One Income', excerpt: 'Living on less.', publishedAt: minutesFromNow(-3) }),
        anArticleDraft({ slug: 'by-excerpt', title: 'Two of us', excerpt: 'A BUDGET for two.', published: false, publishedAt: minutesFromNow(-2) }),
        anArticleDraft({ slug: 'percent', title: 'Save 10% a month', excerpt: 'Little by little.', publishedAt: minutesFromNow(-1) }),
        anArticleDraft({ slug: 'neither', title: 'Paying down debt', excerpt: 'Snowball or avalanche.', content: 'A budget, in the content only.' }),
      ]);
      const found = await repository.findPage(firstPage, 'budget');
      expect(slugsOf(found)).toEqual(['by-excerpt', 'by-title']);
      expect(found.total).toBe(2);
      expect(slugsOf(await repository.findPage(firstPage, '10%'))).toEqual(['percent']);
      expect(slugsOf(await repository.findPage(firstPage, '%'))).toEqual(['percent']);
      expect(slugsOf(await repository.findPage(firstPage, 'paying_down'))).toEqual([]);
    });

    it('finds an article by id in any state', async () => {
      const [published, draft, scheduled] = await repository.addAll([
        anArticleDraft({ slug: 'published' }),
        anArticleDraft({ slug: 'draft', published: false }),
        anArticleDraft({ slug: 'scheduled', publishedAt: new Date('2999-01-01T00:00:00Z') }),
      ]);
      for (const article of [published!, draft!, scheduled!]) expect(await repository.findById(article.id)).toEqual(article);
      expect(await repository.findById(scheduled!.id + 1000)).toBeNull();
    });

    it('tells whether a slug is taken by another article', async () => {
      const [article] = await repository.addAll([anArticleDraft({ slug: 'taken' })]);
      expect(await repository.isSlugTaken('taken')).toBe(true);
      expect(await repository.isSlugTaken('taken', article!.id)).toBe(false);
      expect(await repository.isSlugTaken('free')).toBe(false);
    });

    it('adds one article, and refuses one whose slug is taken with ArticleSlugTaken', async () => {
      const added = await repository.add(anArticleDraft({ slug: 'new', tags: ['a', 'b'], imageUrl: '/media/a.png', published: false }));
      expect(added).toMatchObject({ id: expect.any(Number), slug: 'new', tags: ['a', 'b'], imageUrl: '/media/a.png', published: false });
      expect(added.createdAt).toBeInstanceOf(Date);
      expect(await repository.findById(added.id)).toEqual(added);
      const refused = repository.add(anArticleDraft({ slug: 'new' }));
      await expect(refused).rejects.toBeInstanceOf(ArticleSlugTaken);
      await expect(refused).rejects.toMatchObject({ code: 'article-slug-taken', fieldErrors: [{ field: 'slug', message: expect.any(String) }] });
      expect(await repository.count()).toBe(1);
    });

    it('replaces an article, keeping its id and createdAt and moving updatedAt on', async () => {
      const [article, other] = await repository.addAll([anArticleDraft({ slug: 'before', featured: false }), anArticleDraft({ slug: 'other' })]);
      const draft = anArticleDraft({ slug: 'after', title: 'Retitled', featured: true, published: false, tags: ['x'], imageUrl: null, contentHtml: '<p>new</p>' });
      const updated = await repository.update(article!.id, draft);
      expect(updated).toEqual({ ...draft, id: article!.id, createdAt: article!.createdAt, updatedAt: expect.any(Date) });
      expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(article!.updatedAt.getTime());
      expect(await repository.findById(article!.id)).toEqual(updated);
      expect(await repository.findById(other!.id)).toEqual(other);
      expect(await repository.update(article!.id, { ...draft, title: 'Same slug again' })).toMatchObject({ slug: 'after', title: 'Same slug again' });
    });

    it('refuses to give an article a slug another has, leaving it as it was; an unknown id updates nothing', async () => {
      const [article] = await repository.addAll([anArticleDraft({ slug: 'mine' }), anArticleDraft({ slug: 'yours' })]);
      await expect(repository.update(article!.id, anArticleDraft({ slug: 'yours' }))).rejects.toBeInstanceOf(ArticleSlugTaken);
      expect(await repository.findById(article!.id)).toEqual(article);
      expect(await repository.update(article!.id + 1000, anArticleDraft({ slug: 'ghost' }))).toBeNull();
      expect(await repository.count()).toBe(2);
    });

    it('removes an article, answering the one removed; an unknown id removes nothing', async () => {
      const [article, kept] = await repository.addAll([anArticleDraft({ slug: 'gone' }), anArticleDraft({ slug: 'kept' })]);
      expect(await repository.remove(article!.id)).toEqual(article);
      expect(await repository.findById(article!.id)).toBeNull();
      expect(await repository.remove(article!.id)).toBeNull();
      expect(await repository.findById(kept!.id)).toEqual(kept);
      expect(await repository.isSlugTaken('gone')).toBe(false);
    });
  });
}
