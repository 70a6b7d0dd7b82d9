import { jest } from '@jest/globals';
import { InvalidInput } from '@harmony/platform/domain';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { ARTICLE_AGGREGATE, ArticleNotFound, ArticleSlugTaken } from '../domain/index.js';
import { anArticleDraft, FakeArticleRenderer, fakeRendered, InMemoryBlogArticleRepository } from '../testing/index.js';
import { CreateArticle } from './create-article.js';
import { DeleteArticle } from './delete-article.js';
import { GetArticle } from './get-article.js';
import { ListAllArticles } from './list-all-articles.js';
import { PreviewArticle } from './preview-article.js';
import { UpdateArticle } from './update-article.js';

const written = { title: 'Budgeting Tips', excerpt: 'Five habits.', content: '# Tips\n\nSpend **less**.' };

describe('managing articles', () => {
  let repository: InMemoryBlogArticleRepository;
  let renderer: FakeArticleRenderer;
  let changes: RecordingContentChanges;
  const create = () => new CreateArticle(repository, renderer, changes);
  const update = () => new UpdateArticle(repository, renderer, changes);

  beforeEach(() => {
    repository = new InMemoryBlogArticleRepository();
    renderer = new FakeArticleRenderer();
    changes = new RecordingContentChanges();
  });

  describe(ListAllArticles.name, () => {
    it('lists drafts and scheduled articles too, newest first, and searches titles and excerpts', async () => {
      await repository.addAll([
        anArticleDraft({ slug: 'published', title: 'Our Budget', excerpt: 'e', publishedAt: new Date('2026-01-01') }),
        anArticleDraft({ slug: 'draft', title: 'Debt', excerpt: 'On budgets', published: false, publishedAt: new Date('2026-02-01') }),
        anArticleDraft({ slug: 'scheduled', title: 'Later', excerpt: 'e', publishedAt: new Date('2999-01-01') }),
      ]);
      const list = new ListAllArticles(repository);
      expect((await list.execute()).items.map((article) => article.slug)).toEqual(['scheduled', 'draft', 'published']);
      expect((await list.execute(undefined, '  BUDGET ')).items.map((article) => article.slug)).toEqual(['draft', 'published']);
      expect((await list.execute({ limit: 1, offset: 0 }, '  '))).toMatchObject({ total: 3, items: [{ slug: 'scheduled' }] });
    });
  });

  describe(GetArticle.name, () => {
    it('answers an article in any state by id; an unknown id is not found', async () => {
      const [draft] = await repository.addAll([anArticleDraft({ published: false })]);
      await expect(new GetArticle(repository).execute(draft!.id)).resolves.toEqual(draft);
      await expect(new GetArticle(repository).execute(999)).rejects.toMatchObject({ code: 'article-not-found', message: 'Article 999 was not found.' });
    });
  });

  describe(CreateArticle.name, () => {
    it('writes an article with the SPEC defaults and a slug from its title, renders it once, and announces its slug', async () => {
      const article = await create().execute(written);
      expect(article).toMatchObject({ slug: 'budgeting-tips', category: 'financial-advice', published: true, featured: false, imageUrl: null, tags: [] });
      expect(article.contentHtml).toBe(fakeRendered(written.content));
      expect(renderer.rendered).toEqual([written.content]);
      expect(await repository.findById(article.id)).toEqual(article);
      expect(changes.published).toEqual([{ aggregate: ARTICLE_AGGREGATE, keys: ['budgeting-tips'] }]);
    });

    it('numbers a slug made from a title that another article has: -2, -3…', async () => {
      await repository.addAll([anArticleDraft({ slug: 'budgeting-tips' }), anArticleDraft({ slug: 'budgeting-tips-2' })]);
      expect((await create().execute(written)).slug).toBe('budgeting-tips-3');
      expect((await create().execute({ ...written, slug: '' })).slug).toBe('budgeting-tips-4');
    });

    it('refuses a given slug that another article has, on the slug field, and announces nothing', async () => {
      await repository.addAll([anArticleDraft({ slug: 'taken' })]);
      // Found before writing: the table's unique slug is only the guard against a concurrent write.
      const add = jest.spyOn(repository, 'add');
      const refused = create().execute({ ...written, slug: 'taken' });
      await expect(refused).rejects.toBeInstanceOf(ArticleSlugTaken);
      await expect(refused).rejects.toMatchObject({ kind: 'conflict', fieldErrors: [{ field: 'slug', message: 'Another article already has the address "taken". Choose another slug.' }] });
      expect(await repository.count()).toBe(1);
      expect(add).not.toHaveBeenCalled();
      expect(changes.published).toEqual([]);
    });

    it('refuses an invalid article with every field error, storing and rendering nothing', async () => {
      const refused = create().execute({ title: '', excerpt: '', content: '', slug: 'Bad Slug' });
      await expect(refused).rejects.toBeInstanceOf(InvalidInput);
      await expect(refused).rejects.toMatchObject({ code: 'invalid-article', fieldErrors: [{ field: 'title' }, { field: 'slug' }, { field: 'excerpt' }, { field: 'content' }] });
      expect(renderer.rendered).toEqual([]);
      expect(await repository.count()).toBe(0);
    });

    it('keeps what is given: a draft, a scheduled date, the image, category, tags and featured', async () => {
      const publishedAt = new Date('2999-01-01T08:00:00Z');
      const article = await create().execute({ ...written, slug: 'own-slug', published: false, publishedAt, imageUrl: '/media/x.png', category: 'saving', tags: ['A', 'b'], featured: true });
      expect(article).toMatchObject({ slug: 'own-slug', published: false, publishedAt, imageUrl: '/media/x.png', category: 'saving', tags: ['a', 'b'], featured: true });
    });
  });

  describe(UpdateArticle.name, () => {
    it('changes only what is given, keeps the slug when the title changes, and announces it', async () => {
      const article = await create().execute({ ...written, tags: ['saving'] });
      changes.published.length = 0;
      const updated = await update().execute(article.id, { title: 'Budgeting Tips for 2027' });
      expect(updated).toEqual({ ...article, title: 'Budgeting Tips for 2027', updatedAt: expect.any(Date) });
      expect(changes.published).toEqual([{ aggregate: ARTICLE_AGGREGATE, keys: ['budgeting-tips'] }]);
    });

    it('moves the article to a given slug, announcing the old and the new address', async () => {
      const article = await create().execute(written);
      changes.published.length = 0;
      expect((await update().execute(article.id, { slug: 'tips' })).slug).toBe('tips');
      expect(changes.published).toEqual([{ aggregate: ARTICLE_AGGREGATE, keys: ['budgeting-tips', 'tips'] }]);
    });

    it('makes a blank slug from the title again, numbered if another article has it', async () => {
      await repository.addAll([anArticleDraft({ slug: 'new-title' })]);
      const article = await create().execute(written);
      expect((await update().execute(article.id, { title: 'New Title', slug: '' })).slug).toBe('new-title-2');
      // Its own address is not "another's": made again from the same title, it stays.
      expect((await update().execute(article.id, { title: 'Budgeting Tips', slug: '' })).slug).toBe('budgeting-tips');
      expect((await update().execute(article.id, { slug: '' })).slug).toBe('budgeting-tips');
    });

    it('refuses a given slug another article has, changing nothing', async () => {
      await repository.addAll([anArticleDraft({ slug: 'taken' })]);
      const article = await create().execute(written);
      changes.published.length = 0;
      await expect(update().execute(article.id, { slug: 'taken', title: 'Other' })).rejects.toMatchObject({ code: 'article-slug-taken', fieldErrors: [{ field: 'slug' }] });
      expect(await repository.findById(article.id)).toEqual(article);
      expect(changes.published).toEqual([]);
    });

    it('publishes, unpublishes and features', async () => {
      const article = await create().execute({ ...written, published: false });
      expect(await update().execute(article.id, { published: true, featured: true })).toMatchObject({ published: true, featured: true, publishedAt: article.publishedAt });
      expect(await update().execute(article.id, { published: false })).toMatchObject({ published: false, featured: true });
    });

    it('renders changed content, and refuses an invalid edit', async () => {
      const article = await create().execute(written);
      expect((await update().execute(article.id, { content: '## Changed' })).contentHtml).toBe(fakeRendered('## Changed'));
      await expect(update().execute(article.id, { excerpt: ' ' })).rejects.toMatchObject({ code: 'invalid-article', fieldErrors: [{ field: 'excerpt', message: 'The excerpt is required.' }] });
    });

    it('answers not found for an unknown id', async () => {
      await expect(update().execute(42, { title: 'x' })).rejects.toBeInstanceOf(ArticleNotFound);
      expect(changes.published).toEqual([]);
    });
  });

  describe(DeleteArticle.name, () => {
    it('removes an article and announces its address; an unknown id is not found', async () => {
      const article = await create().execute(written);
      changes.published.length = 0;
      await new DeleteArticle(repository, changes).execute(article.id);
      expect(await repository.findById(article.id)).toBeNull();
      expect(changes.published).toEqual([{ aggregate: ARTICLE_AGGREGATE, keys: ['budgeting-tips'] }]);
      await expect(new DeleteArticle(repository, changes).execute(article.id)).rejects.toMatchObject({ code: 'article-not-found' });
    });
  });

  describe(PreviewArticle.name, () => {
    it('renders through the port a write stores with, storing nothing', async () => {
      expect(new PreviewArticle(renderer).execute(' # Hi ')).toEqual({ html: fakeRendered('# Hi') });
      expect(renderer.rendered).toEqual(['# Hi']);
      expect(await repository.count()).toBe(0);
    });
  });
});
