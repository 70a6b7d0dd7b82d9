import { ArticleNotFound } from '../domain/index.js';
import { firstPage } from '@harmony/platform/domain';
import { anArticleDraft, FakeDemoIllustrations, InMemoryBlogArticleRepository } from '../testing/index.js';
import { demoArticles, ILLUSTRATION } from './demo-articles.js';
import { GetPublishedArticle } from './get-published-article.js';
import { ListFeaturedArticles } from './list-featured-articles.js';
import { ListPublishedArticles } from './list-published-articles.js';
import { SeedDemoArticles } from './seed-demo-articles.js';

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

  it('seeds at least six substantial articles, three featured, once', async () => {
    const seed = new SeedDemoArticles(repository, new FakeDemoIllustrations());
    expect((await seed.execute()).seeded).toBe(demoArticles.length);
    expect((await seed.execute()).seeded).toBe(0);
    const { items: articles } = await repository.findPublished(firstPage);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.filter((article) => article.featured)).toHaveLength(3);
    for (const article of articles) {
      expect(article.content).not.toContain(ILLUSTRATION);
      expect(article.content).toContain(`](/media/test/${article.slug}.svg)`);
    }
  });

  it('demo markdown uses every supported construct', () => {
    const all = demoArticles.map((article) => article.content).join('\n');
    for (const construct of [/^# /m, /^## /m, /^### /m, /\*\*[^*]+\*\*/, /(^|[^*])\*[^*\s][^*]*\*/m, /^- /m, /!\[[^\]]+\]\(/, /\n\n/]) expect(all).toMatch(construct);
  });
});
