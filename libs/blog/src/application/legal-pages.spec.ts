import { InvalidInput } from '@harmony/platform/domain';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { defaultLegalPageContent, LEGAL_PAGE_AGGREGATE } from '../domain/index.js';
import { FakeArticleRenderer, fakeRendered, InMemoryLegalPageRepository } from '../testing/index.js';
import { DefaultLegalPages } from './default-legal-pages.js';
import { GetLegalPage } from './get-legal-page.js';
import { UpdateLegalPage } from './update-legal-page.js';

const site = { productName: 'Money Together', contactEmail: 'hello@moneytogether.example' };

describe('legal pages', () => {
  let repository: InMemoryLegalPageRepository;
  let renderer: FakeArticleRenderer;
  let changes: RecordingContentChanges;
  let get: GetLegalPage;
  let update: UpdateLegalPage;

  beforeEach(() => {
    repository = new InMemoryLegalPageRepository();
    renderer = new FakeArticleRenderer();
    changes = new RecordingContentChanges();
    get = new GetLegalPage(repository, new DefaultLegalPages(site, renderer));
    update = new UpdateLegalPage(repository, renderer, changes);
  });

  describe(GetLegalPage.name, () => {
    it('shows the default text, rendered once, until the owner saves one', async () => {
      const content = defaultLegalPageContent('privacy', site);
      expect(await get.execute('privacy')).toEqual({ kind: 'privacy', content, contentHtml: fakeRendered(content), updatedAt: null });
      await get.execute('privacy');
      expect(renderer.rendered).toEqual([content]);
    });
  });

  describe(UpdateLegalPage.name, () => {
    it("stores the owner's text rendered on write, shows it from then on, and drops that page's cached answers", async () => {
      const saved = await update.execute('terms', ' Be kind. ');
      expect(saved).toMatchObject({ kind: 'terms', content: 'Be kind.', contentHtml: fakeRendered('Be kind.'), updatedAt: expect.any(Date) });
      expect(await get.execute('terms')).toEqual(saved);
      expect(changes.published).toEqual([{ aggregate: LEGAL_PAGE_AGGREGATE, keys: ['terms'] }]);
      // The other page keeps its default.
      expect((await get.execute('privacy')).updatedAt).toBeNull();
    });

    it('refuses an empty page and keeps what was stored', async () => {
      await update.execute('privacy', 'Ours.');
      await expect(update.execute('privacy', '   ')).rejects.toBeInstanceOf(InvalidInput);
      expect(await get.execute('privacy')).toMatchObject({ content: 'Ours.' });
      expect(changes.published).toHaveLength(1);
    });
  });
});
