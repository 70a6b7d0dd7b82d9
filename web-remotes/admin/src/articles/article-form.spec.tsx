import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { anArticle } from './testing.js';

const currentPath = () => screen.getByTestId('current-path').textContent;
const field = (label: string) => screen.getByLabelText(label);
const preview = { 'POST /api/admin/blog-articles/preview': ({ body }: { body: unknown }) => jsonResponse({ html: `<p>${(body as { content: string }).content}</p>` }) };
const existing = { ...signedIn, ...preview, 'GET /api/admin/blog-articles/1': jsonResponse(anArticle()) };

describe('the article form', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('makes the slug from the title as the server does, until the owner types a slug', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/articles/new', { ...signedIn, ...preview });

    await user.type(await screen.findByLabelText('Title'), 'Café Budgets: the 50/30/20 Rule!');
    expect(field('Slug')).toHaveValue('cafe-budgets-the-50-30-20-rule');

    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'our-budget');
    await user.type(field('Title'), ' Revisited');

    expect(field('Slug')).toHaveValue('our-budget');
  });

  it('creates an article with the fields typed, leaving a slug that only follows the title to the server', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles/new', {
      ...signedIn,
      ...preview,
      'POST /api/blog-articles': jsonResponse(anArticle({ id: 9, title: 'Budgeting Together' }), 201),
      'GET /api/admin/blog-articles': listResponse([anArticle()]),
    });

    expect(await screen.findByLabelText('Category')).toHaveValue('financial-advice');
    expect(field('Published')).toBeChecked();
    expect(field('Featured')).not.toBeChecked();
    await user.type(field('Title'), 'Budgeting Together');
    await user.type(field('Excerpt'), 'How we budget.');
    await user.type(field('Content (markdown)'), 'Hello');
    await user.type(field('Tags'), 'budgeting, Couples , ');
    await user.click(screen.getByRole('button', { name: 'Create article' }));

    expect(await screen.findByText('Article created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/articles'));
    expect(requests.filter(({ url }) => url === '/api/blog-articles').map(({ body }) => body)).toEqual([
      { title: 'Budgeting Together', excerpt: 'How we budget.', content: 'Hello', category: 'financial-advice', tags: ['budgeting', 'Couples'], featured: false, published: true },
    ]);
  });

  it('sends a slug typed by hand, a draft and a publish date', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles/new', {
      ...signedIn,
      ...preview,
      'POST /api/blog-articles': jsonResponse(anArticle(), 201),
      'GET /api/admin/blog-articles': listResponse([anArticle()]),
    });

    await user.type(await screen.findByLabelText('Title'), 'Budgeting Together');
    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'budgets');
    await user.type(field('Excerpt'), 'How we budget.');
    await user.type(field('Content (markdown)'), 'Hello');
    await user.click(field('Published'));
    await user.type(field('Publish date'), '2030-01-02T09:30');
    await user.type(field('Image URL (optional)'), '/media/uploads/budget.jpg');
    await user.click(screen.getByRole('button', { name: 'Create article' }));

    await waitFor(() => expect(requests.filter(({ url }) => url === '/api/blog-articles')).toHaveLength(1));
    expect(requests.find(({ url }) => url === '/api/blog-articles')?.body).toEqual({
      title: 'Budgeting Together',
      slug: 'budgets',
      excerpt: 'How we budget.',
      content: 'Hello',
      category: 'financial-advice',
      tags: [],
      imageUrl: '/media/uploads/budget.jpg',
      featured: false,
      published: false,
      publishedAt: new Date('2030-01-02T09:30').toISOString(),
    });
  });

  it('asks for the title, excerpt and content before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles/new', { ...signedIn, ...preview });

    await user.click(await screen.findByRole('button', { name: 'Create article' }));

    expect(await screen.findByText('The article title is required.')).toBeInTheDocument();
    expect(screen.getByText('The excerpt is required.')).toBeInTheDocument();
    expect(screen.getByText('The article content is required.')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter(({ url }) => url === '/api/blog-articles')).toHaveLength(0);
  });

  it("shows the server's field errors under their fields and stays", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/articles/new', {
      ...signedIn,
      ...preview,
      'POST /api/blog-articles': problemResponse(409, 'Another article has the slug "budgeting-together".', [{ field: 'slug', message: 'Another article has this slug: choose another.' }], 'article-slug-taken'),
    });

    await user.type(await screen.findByLabelText('Title'), 'Budgeting Together');
    await user.type(field('Excerpt'), 'How we budget.');
    await user.type(field('Content (markdown)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Create article' }));

    expect(await screen.findByText('Another article has this slug: choose another.')).toBeInTheDocument();
    expect(field('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another article has this slug: choose another.'));
    expect(await screen.findByText('Could not create the article')).toBeInTheDocument();
    expect(screen.getByText('409: Another article has the slug "budgeting-together".')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/articles/new');
  });

  it('shows the preview the server rendered a moment after typing stops', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles/new', {
      ...signedIn,
      'POST /api/admin/blog-articles/preview': ({ body }) =>
        jsonResponse({ html: (body as { content: string }).content === '## Our plan' ? '<h3>Our plan</h3>' : '<p>too early</p>' }),
    });
    const previews = () => requests.filter(({ url }) => url === '/api/admin/blog-articles/preview');

    await user.type(await screen.findByLabelText('Content (markdown)'), '## Our plan');

    const region = screen.getByRole('region', { name: 'Article preview' });
    expect(await within(region).findByRole('heading', { level: 3, name: 'Our plan' })).toBeInTheDocument();
    expect(previews().at(-1)?.body).toEqual({ content: '## Our plan' });
    // Typing is not sent a keystroke at a time.
    expect(previews().length).toBeLessThan('## Our plan'.length);
  });

  it('keeps the slug of an existing article when its title changes, and sends only what changed', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles/1', {
      ...existing,
      'PATCH /api/blog-articles/1': jsonResponse(anArticle({ title: 'Budgeting Together, Again' })),
      'GET /api/admin/blog-articles': listResponse([anArticle()]),
    });

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Budgeting Together');
    expect(field('Tags')).toHaveValue('budgeting, couples');
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/blog/budgeting-together');
    await user.type(title, ', Again');
    expect(field('Slug')).toHaveValue('budgeting-together');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/blog-articles/1', body: { title: 'Budgeting Together, Again' } }]);
    await waitFor(() => expect(currentPath()).toBe('/admin/articles'));
  });

  it("edits the markdown as written, read from the owner's endpoint (public reads carry only the rendered HTML)", async () => {
    const source = '# Our plan\n\n<img src=x onerror="alert(1)">';
    const { requests } = renderAdmin('/admin/articles/1', { ...signedIn, ...preview, 'GET /api/admin/blog-articles/1': jsonResponse(anArticle({ content: source, contentHtml: '<h2>Our plan</h2><img src="x">' })) });

    expect(await screen.findByLabelText('Content (markdown)')).toHaveValue(source);
    expect(requests.filter(({ method }) => method === 'GET').map(({ url }) => url)).not.toContainEqual(expect.stringMatching(/^\/api\/blog-articles/));
  });

  it('removes the image of an existing article when its address is emptied', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles/1', {
      ...signedIn,
      ...preview,
      'GET /api/admin/blog-articles/1': jsonResponse(anArticle({ imageUrl: '/media/a.jpg', status: 'draft', published: false })),
      'PATCH /api/blog-articles/1': jsonResponse(anArticle()),
      'GET /api/admin/blog-articles': listResponse([anArticle()]),
    });

    await user.clear(await screen.findByLabelText('Image URL (optional)'));
    expect(screen.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requests.filter(({ method }) => method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/blog-articles/1', body: { imageUrl: null } }]));
  });

  it('says when the article does not exist', async () => {
    renderAdmin('/admin/articles/99', { ...signedIn, 'GET /api/admin/blog-articles/99': problemResponse(404, 'No article has the id 99.', undefined, 'article-not-found') });

    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to articles' })).toHaveAttribute('href', '/admin/articles');
  });
});
