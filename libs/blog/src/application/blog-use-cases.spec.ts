import { firstPage } from '@harmony/platform/domain';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { ARTICLE_AGGREGATE, ArticleNotFound } from '../domain/index.js';
import { anArticleDraft, FakeArticleRenderer, FakeDemoIllustrations, fakeRendered, InMemoryBlogArticleRepository } from '../testing/index.js';
import { demoArticles, ILLUSTRATION } from './demo-articles.js';
import { GetPublishedArticle } from './get-published-article.js';
import { ListAllPublishedArticles } from './list-all-published-articles.js';
import { ListFeaturedArticles } from './list-featured-articles.js';
import { ListPublishedArticles } from './list-published-articles.js';
import { NextArticlePublication } from './next-article-publication.js';
import { SeedDemoArticles } from './seed-demo-articles.js';

const now = new Date('2026-06-01T12:00:00Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('blog use cases', () => {
  let repository: InMemoryBlogArticleRepository;

  beforeEach(() => {
    repository = new InMemoryBlogArticleRepository();
  });

  it('lists published articles only, newest first', async () => {
    await repository.addAll([
      anArticleDraft({ slug: 'old', publishedAt: new Date('2026-01-01') }),
      anArticleDraft({ slug: 'draft', published: false, publishedAt: new Date('2026-03-01') }),
      anArticleDraft({ slug: 'new', publishedAt: new Date('2026-02-01') }),
    ]);
    const page = await new ListPublishedArticles(repository).execute();
    expect(page.items.map((article) => article.slug)).toEqual(['new', 'old']);
    expect(page).toMatchObject({ total: 2, limit: 100, offset: 0 });
    expect((await new ListPublishedArticles(repository).execute({ limit: 1, offset: 1 })).items.map((article) => article.slug)).toEqual(['old']);
  });

  it('lists every public article, past the largest page, newest first', async () => {
    await repository.addAll(Array.from({ length: 230 }, (_, index) => anArticleDraft({ slug: `article-${index + 1}`, publishedAt: minutesFromNow(-230 + index) })));
    await repository.addAll([anArticleDraft({ slug: 'scheduled', publishedAt: minutesFromNow(60) }), anArticleDraft({ slug: 'draft', published: false, publishedAt: minutesFromNow(-500) })]);
    const all = await new ListAllPublishedArticles(repository).execute(now);
    expect(all).toHaveLength(230);
    expect(all[0]!.slug).toBe('article-230');
    expect(all.at(-1)!.slug).toBe('article-1');
    expect(new Set(all.map((article) => article.slug)).size).toBe(230);
  });

  it('lists featured published articles', async () => {
    await repository.addAll([anArticleDraft({ slug: 'f', featured: true }), anArticleDraft({ slug: 'hidden', featured: true, published: false }), anArticleDraft({ slug: 'plain' })]);
    expect((await new ListFeaturedArticles(repository).execute()).map((article) => article.slug)).toEqual(['f']);
  });

  it('gets a published article by slug; a missing or unpublished one is not found', async () => {
    await repository.addAll([anArticleDraft({ slug: 'here' }), anArticleDraft({ slug: 'draft', published: false })]);
    const useCase = new GetPublishedArticle(repository);
    await expect(useCase.execute('here')).resolves.toMatchObject({ slug: 'here' });
    await expect(useCase.execute('draft')).rejects.toBeInstanceOf(ArticleNotFound);
    await expect(useCase.execute('nowhere')).rejects.toMatchObject({ code: 'article-not-found' });
  });

  describe('scheduled articles', () => {
    beforeEach(() =>
      repository.addAll([
        anArticleDraft({ slug: 'past', featured: true, publishedAt: minutesFromNow(-60) }),
        anArticleDraft({ slug: 'due', featured: true, publishedAt: now }),
        anArticleDraft({ slug: 'later', featured: true, publishedAt: minutesFromNow(90) }),
        anArticleDraft({ slug: 'soon', featured: true, publishedAt: minutesFromNow(30) }),
        anArticleDraft({ slug: 'draft', featured: true, published: false, publishedAt: minutesFromNow(10) }),
      ]),
    );

    it('are absent from the list, its size, the featured ones and by slug until their time', async () => {
      const page = await new ListPublishedArticles(repository).execute(firstPage, now);
      expect(page.items.map((article) => article.slug)).toEqual(['due', 'past']);
      expect(page.total).toBe(2);
      expect((await new ListFeaturedArticles(repository).execute(now)).map((article) => article.slug)).toEqual(['due', 'past']);
      await expect(new GetPublishedArticle(repository).execute('soon', now)).rejects.toBeInstanceOf(ArticleNotFound);
    });

    it('appear once their time has come; a draft never does', async () => {
      const later = minutesFromNow(30);
      expect((await new ListPublishedArticles(repository).execute(firstPage, later)).items.map((article) => article.slug)).toEqual(['soon', 'due', 'past']);
      await expect(new GetPublishedArticle(repository).execute('soon', later)).resolves.toMatchObject({ slug: 'soon' });
      await expect(new GetPublishedArticle(repository).execute('draft', later)).rejects.toBeInstanceOf(ArticleNotFound);
    });

    it('tell when the public reads next change: the earliest publication still to come, drafts aside', async () => {
      const next = new NextArticlePublication(repository);
      expect(await next.execute(now)).toEqual(minutesFromNow(30));
      expect(await next.execute(minutesFromNow(30))).toEqual(minutesFromNow(90));
      expect(await next.execute(minutesFromNow(90))).toBeNull();
    });
  });

  it('knows of no next publication in a blog without scheduled articles', async () => {
    expect(await new NextArticlePublication(repository).execute()).toBeNull();
  });

  describe(SeedDemoArticles.name, () => {
    let renderer: FakeArticleRenderer;
    let changes: RecordingContentChanges;
    const seed = () => new SeedDemoArticles(repository, new FakeDemoIllustrations(), renderer, changes);

    beforeEach(() => {
      renderer = new FakeArticleRenderer();
      changes = new RecordingContentChanges();
    });

    it('seeds at least six substantial articles, three featured, once', async () => {
      expect((await seed().execute()).seeded).toBe(demoArticles.length);
      expect((await seed().execute()).seeded).toBe(0);
      const { items: articles } = await repository.findPublished(firstPage, new Date());
      expect(articles.length).toBeGreaterThanOrEqual(6);
      expect(articles.filter((article) => article.featured)).toHaveLength(3);
      for (const article of articles) {
        expect(article.content).not.toContain(ILLUSTRATION);
        expect(article.content).toContain(`](/media/test/${article.slug}.svg)`);
      }
    });

    it('stores each article rendered by the port, beside its markdown', async () => {
      await seed().execute();
      expect(renderer.rendered).toHaveLength(demoArticles.length);
      const { items: articles } = await repository.findPublished(firstPage, new Date());
      for (const article of articles) expect(article.contentHtml).toBe(fakeRendered(article.content));
    });

    it('announces that every article changed, once, and nothing when it seeds nothing', async () => {
      await seed().execute();
      await seed().execute();
      expect(changes.published).toEqual([{ aggregate: ARTICLE_AGGREGATE, keys: [] }]);
      expect(ARTICLE_AGGREGATE).toBe('article');
    });
  });

  it('demo markdown uses every supported construct', () => {
    const all = demoArticles.map((article) => article.content).join('\n');
    for (const construct of [/^# /m, /^## /m, /^### /m, /\*\*[^*]+\*\*/, /(^|[^*])\*[^*\s][^*]*\*/m, /^- /m, /!\[[^\]]+\]\(/, /\n\n/]) expect(all).toMatch(construct);
  });
});
