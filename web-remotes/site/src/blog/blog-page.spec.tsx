import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { jsonResponse, SiteTestProviders } from '../episodes/testing.js';
import BlogPage, { listPlaceholderCount } from './blog-page.js';
import { anArticle } from './testing.js';

const featuredOne = anArticle({ title: 'The Monthly Money Date', featured: true, tags: ['communication', 'budgeting', 'habits', 'couples'], publishedAt: '2026-11-12T08:00:00.000Z' });
const featuredTwo = anArticle({ title: 'Joint or Separate?', featured: true, tags: ['banking'], publishedAt: '2026-10-29T08:00:00.000Z' });
const featuredThree = anArticle({ title: 'Debt as a Team', featured: true, tags: ['debt'], publishedAt: '2026-10-15T08:00:00.000Z' });
const plain = anArticle({ title: 'Emergency Fund', featured: false, tags: ['emergency-fund', 'saving', 'security'], category: 'saving', publishedAt: '2026-10-01T08:00:00.000Z' });

function answer(routes: Record<string, Response | Promise<Response>>) {
  return jest.fn<typeof fetch>(async (input) => {
    const path = new URL((input as Request).url).pathname;
    const response = routes[path];
    if (!response) throw new Error(`unexpected request ${path}`);
    return response;
  });
}

function renderPage() {
  return render(
    <SiteTestProviders>
      <MemoryRouter initialEntries={['/blog']}>
        <BlogPage />
      </MemoryRouter>
    </SiteTestProviders>,
  );
}

describe('BlogPage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows placeholders while loading', () => {
    globalThis.fetch = jest.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading articles…')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="article-placeholder"]')).toHaveLength(2 + listPlaceholderCount);
  });

  it('shows the first 2 featured (3 tags, "Editor\'s Choice") and all articles (2 tags, "Featured" when featured), dated en-AU', async () => {
    globalThis.fetch = answer({
      '/api/blog-articles/featured': jsonResponse([featuredOne, featuredTwo, featuredThree]),
      '/api/blog-articles': jsonResponse([featuredOne, featuredTwo, featuredThree, plain]),
    });
    renderPage();

    const featuredSection = await screen.findByRole('region', { name: 'Featured Articles' });
    const featuredCards = await within(featuredSection).findAllByRole('article');
    expect(featuredCards).toHaveLength(2);
    expect(within(featuredCards[0]).getByRole('link', { name: 'The Monthly Money Date' })).toHaveAttribute('href', `/blog/${featuredOne.slug}`);
    expect(within(featuredCards[0]).getByText("Editor's Choice")).toBeInTheDocument();
    expect(within(within(featuredCards[0]).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      '#communication',
      '#budgeting',
      '#habits',
    ]);
    expect(within(featuredCards[0]).getByText('12 November 2026')).toBeInTheDocument();
    expect(within(featuredSection).queryByText('Debt as a Team')).not.toBeInTheDocument();

    const allSection = screen.getByRole('region', { name: 'All Articles' });
    const cards = await within(allSection).findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByText('Featured')).toBeInTheDocument();
    expect(within(cards[0]).queryByText("Editor's Choice")).not.toBeInTheDocument();
    expect(within(within(cards[0]).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards[3]).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(within(cards[3]).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['#emergency-fund', '#saving']);
    expect(within(cards[3]).getByText('1 October 2026')).toBeInTheDocument();
    expect(within(cards[3]).getByText('Saving')).toBeInTheDocument();
    for (const image of within(allSection).getAllByRole('presentation')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }

    expect(screen.getByRole('link', { name: 'Listen to the Podcast' })).toHaveAttribute('href', '/#episodes');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so when a list fails to load', async () => {
    const failure = () => jsonResponse({ status: 500, title: 'Internal Server Error', detail: 'database unavailable' }, 500);
    globalThis.fetch = answer({ '/api/blog-articles/featured': failure(), '/api/blog-articles': failure() });
    renderPage();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Failed to load featured articles. Please try again later.', 'Failed to load articles. Please try again later.']);
  });
});
