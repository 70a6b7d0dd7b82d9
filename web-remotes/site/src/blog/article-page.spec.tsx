import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { jsonResponse, SiteTestProviders } from '../episodes/testing.js';
import ArticlePage from './article-page.js';
import BlogPage from './blog-page.js';
import { anArticle } from './testing.js';

const article = anArticle({
  slug: 'the-monthly-money-date',
  title: 'The Monthly Money Date',
  excerpt: 'One evening a month.',
  category: 'communication',
  featured: true,
  tags: ['communication', 'budgeting', 'habits', 'couples'],
  // What the API answers for the markdown '# The Monthly Money Date\n\nWe talk **calmly**.\n\n<img src=x onerror="alert(1)">\n\n- Celebrate\n- Review':
  // rendered and sanitized on the server (libs/blog article-html.ts); the markdown itself is only the owner's.
  contentHtml: '<h2>The Monthly Money Date</h2>\n<p>We talk <strong>calmly</strong>.</p>\n<img src="x" loading="lazy" decoding="async">\n<ul>\n<li>Celebrate</li>\n<li>Review</li>\n</ul>\n',
});
const others = [anArticle({ title: 'Other one' }), anArticle({ title: 'Other two' }), anArticle({ title: 'Other three' })];

function routes(responses: Record<string, () => Response>) {
  return jest.fn<typeof fetch>(async (input) => {
    const path = new URL((input as Request).url).pathname;
    const response = responses[path];
    return response ? response() : jsonResponse({ status: 404, title: 'Not Found', detail: `No published article "${path}"`, code: 'blog-article-not-found' }, 404);
  });
}

function renderAt(path: string) {
  return render(
    <SiteTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog" element={<BlogPage />} />
          <Route path="/blog/:slug" element={<ArticlePage />} />
        </Routes>
      </MemoryRouter>
    </SiteTestProviders>,
  );
}

describe('ArticlePage', () => {
  const realFetch = globalThis.fetch;
  const realScrollTo = window.scrollTo;
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.scrollTo = realScrollTo;
  });

  it('shows the article with the content HTML the API sanitized (never the raw markdown), the call to action and 2 other articles', async () => {
    globalThis.fetch = routes({
      '/api/blog-articles/the-monthly-money-date': () => jsonResponse(article),
      '/api/blog-articles': () => jsonResponse([article, ...others]),
    });
    renderAt('/blog/the-monthly-money-date');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Monthly Money Date' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('The Monthly Money Date | Money Together Blog');
    const body = screen.getByRole('article', { name: 'The Monthly Money Date' });
    expect(within(body).getByText('12 November 2026')).toBeInTheDocument();
    expect(within(body).getByText('Communication')).toBeInTheDocument();
    expect(within(body).getByText('Featured')).toBeInTheDocument();
    expect(within(body).getByText('One evening a month.')).toBeInTheDocument();
    expect(within(within(body).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);

    const content = screen.getByTestId('article-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'The Monthly Money Date' })).toBeInTheDocument();
    expect(content.querySelector('strong')).toHaveTextContent('calmly');
    expect(within(content).getAllByRole('listitem')).toHaveLength(2);
    expect(content.innerHTML).not.toContain('onerror');

    expect(screen.getByRole('link', { name: 'Listen to the Podcast' })).toHaveAttribute('href', '/#episodes');
    const more = screen.getByRole('region', { name: 'More Articles' });
    const cards = await within(more).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Other one', 'Other two']);
  });

  it('shows "Article Not Found" with a way back to the blog when the API answers 404', async () => {
    globalThis.fetch = routes({ '/api/blog-articles': () => jsonResponse([]), '/api/blog-articles/featured': () => jsonResponse([]) });
    renderAt('/blog/no-such-article');

    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | Money Together');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Money & Marriage Blog' })).toBeInTheDocument();
    expect(document.title).toBe('Blog | Money Together');
  });

  it('says the article failed to load on other errors', async () => {
    globalThis.fetch = routes({
      '/api/blog-articles/the-monthly-money-date': () => jsonResponse({ status: 500, title: 'Internal Server Error', detail: 'boom' }, 500),
      '/api/blog-articles': () => jsonResponse([]),
    });
    renderAt('/blog/the-monthly-money-date');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load article. Please try again later.');
    expect(screen.queryByText('Article Not Found')).not.toBeInTheDocument();
  });
});
