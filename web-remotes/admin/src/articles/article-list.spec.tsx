import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { anArticle } from './testing.js';

const listPath = '/api/admin/blog-articles';
const draft = anArticle({ id: 2, title: 'Debt Snowball', slug: 'debt-snowball', published: false, status: 'draft' });
const scheduled = anArticle({ id: 3, title: 'Future Home', slug: 'future-home', publishedAt: '2027-01-05T12:00:00.000Z', status: 'scheduled' });

/** The table's body rows (the first row holds the column headers). */
const articleRows = async () => within(await screen.findByRole('table', { name: 'Articles' })).getAllByRole('row').slice(1);
const rowOf = async (title: string) => {
  const row = (await articleRows()).find((candidate) => within(candidate).queryByRole('rowheader', { name: title }));
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('the Article Manager list', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('lists every article with its slug, state, featured flag and date, from the session-guarded endpoint', async () => {
    const { requests } = renderAdmin('/admin/articles', { ...signedIn, [`GET ${listPath}`]: listResponse([anArticle({ featured: true }), draft, scheduled]) });

    const rows = await articleRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Budgeting Together');
    expect(rows[0]).toHaveTextContent('budgeting-together');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[0]).toHaveTextContent('Featured');
    expect(within(rows[0]).getByText('12 Nov 2026')).toHaveAttribute('dateTime', '2026-11-12T12:00:00.000Z');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).not.toHaveTextContent('Featured');
    expect(rows[2]).toHaveTextContent('Scheduled');
    expect(within(rows[0]).getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/admin/articles/1');
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/articles/new');
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toContain(`GET ${listPath}?limit=20&offset=0`);
  });

  it('unpublishes a published article with PATCH {published: false} and says so', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles', {
      ...signedIn,
      [`GET ${listPath}`]: listResponse([anArticle(), draft]),
      'PATCH /api/blog-articles/1': jsonResponse(anArticle({ published: false, status: 'draft' })),
    });

    await user.click(within(await rowOf('Budgeting Together')).getByRole('button', { name: /^Unpublish/ }));

    expect(await screen.findByText('Article unpublished')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/blog-articles/1', body: { published: false } }]);
  });

  it('publishes a draft with PATCH {published: true}, and says when it is only scheduled', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles', {
      ...signedIn,
      [`GET ${listPath}`]: listResponse([draft]),
      'PATCH /api/blog-articles/2': jsonResponse({ ...draft, published: true, status: 'scheduled' }),
    });

    await user.click(within(await rowOf('Debt Snowball')).getByRole('button', { name: /^Publish/ }));

    expect(await screen.findByText('Article scheduled')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/blog-articles/2', body: { published: true } }]);
  });

  it('features and unfeatures with PATCH {featured}, refreshing the list after each', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles', {
      ...signedIn,
      [`GET ${listPath}`]: listResponse([anArticle(), anArticle({ id: 2, title: 'Debt Snowball', featured: true })]),
      'PATCH /api/blog-articles/1': jsonResponse(anArticle({ featured: true })),
      'PATCH /api/blog-articles/2': jsonResponse(anArticle({ id: 2, featured: false })),
    });

    await user.click(within(await rowOf('Budgeting Together')).getByRole('button', { name: /^Feature/ }));
    expect(await screen.findByText('Article featured')).toBeInTheDocument();
    await user.click(within(await rowOf('Debt Snowball')).getByRole('button', { name: /^Unfeature/ }));
    expect(await screen.findByText('Article unfeatured')).toBeInTheDocument();

    expect(requests.filter(({ method }) => method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/blog-articles/1', body: { featured: true } },
      { method: 'PATCH', url: '/api/blog-articles/2', body: { featured: false } },
    ]);
    await waitFor(() => expect(requests.filter(({ method, url }) => method === 'GET' && url.startsWith(listPath)).length).toBeGreaterThanOrEqual(3));
  });

  it('says so when a change fails', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/articles', {
      ...signedIn,
      [`GET ${listPath}`]: listResponse([anArticle()]),
      'PATCH /api/blog-articles/1': problemResponse(404, 'No article has the id 1.', undefined, 'article-not-found'),
    });

    await user.click(within(await rowOf('Budgeting Together')).getByRole('button', { name: /^Feature/ }));

    expect(await screen.findByText('Could not update the article')).toBeInTheDocument();
    expect(screen.getByText('404: No article has the id 1.')).toBeInTheDocument();
  });

  it('deletes only after the owner confirms', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles', {
      ...signedIn,
      [`GET ${listPath}`]: listResponse([anArticle()]),
      'DELETE /api/blog-articles/1': new Response(null, { status: 204 }),
    });
    const deletes = () => requests.filter(({ method }) => method === 'DELETE');

    await user.click(within(await rowOf('Budgeting Together')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    expect(dialog).toHaveTextContent('“Budgeting Together” will be removed from the blog for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await user.click(within(await rowOf('Budgeting Together')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete article' }));

    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(deletes()).toEqual([{ method: 'DELETE', url: '/api/blog-articles/1', body: undefined }]);
  });

  it('searches with ?q= and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/articles', {
      ...signedIn,
      [`GET ${listPath}?limit=20&offset=0`]: listResponse([anArticle()]),
      [`GET ${listPath}?limit=20&offset=0&q=zebra`]: listResponse([]),
    });
    await articleRows();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zebra');

    expect(await screen.findByText('No articles match your search')).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain(`${listPath}?limit=20&offset=0&q=zebra`);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/articles?q=zebra');
  });

  it('says "No articles yet" when there are none', async () => {
    renderAdmin('/admin/articles', { ...signedIn, [`GET ${listPath}`]: listResponse([]) });

    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });

  it('announces loading, then says when the list cannot be loaded', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderAdmin('/admin/articles', { ...signedIn, [`GET ${listPath}`]: new Promise<Response>((resolve) => (answer = resolve)) });

    expect(await screen.findByText('Loading articles…')).toHaveAttribute('role', 'status');
    answer(problemResponse(500, 'Database unavailable'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the articles. 500: Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
