import { firstPage } from '@harmony/platform/domain';
import type { BlogArticleRepository } from '../domain/index.js';
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
}
