import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { createAppStore, type Episode } from '@harmony/web-api';
import { holdResponse, stubFetchPerTest } from '../episodes/testing.js';
import { SiteConfigProvider } from '../site-config.js';
import { FeaturedEpisodes } from './featured-episodes.js';

const episode = (id: number, number: number, title: string): Episode => ({
  id,
  number,
  title,
  descriptionHtml: '<p>About money.</p>',
  audioUrl: `/media/${id}.mp3`,
  imageUrl: `/media/${id}.jpg`,
  duration: '42 min',
  publishedAt: '2026-01-01T00:00:00.000Z',
  featured: true,
  transcriptUrl: null,
  chaptersUrl: null,
});

function renderWithStore() {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <SiteConfigProvider site={defaultSiteConfig}>
          <FeaturedEpisodes />
        </SiteConfigProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe(FeaturedEpisodes.name, () => {
  const fetchMock = stubFetchPerTest();

  it('shows 3 placeholders while loading, then a card per featured episode', async () => {
    const answer = holdResponse(fetchMock);

    const { container } = renderWithStore();

    expect(screen.getByRole('status')).toHaveTextContent('Loading featured episodes');
    expect(container.querySelectorAll('[data-testid="featured-placeholder"]')).toHaveLength(3);

    answer(
      new Response(JSON.stringify([episode(7, 19, 'Budgeting as a team'), episode(3, 12, 'Talking about debt')]), {
        headers: { 'content-type': 'application/json' },
      }),
    );

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('EP 19')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Budgeting as a team' })).toHaveAttribute('href', '/episode/7');
    expect(within(cards[1]).getByText('EP 12')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'Talking about debt' })).toHaveAttribute('href', '/episode/3');
    expect(container.querySelectorAll('[data-testid="featured-placeholder"]')).toHaveLength(0);

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/episodes/featured');
  });

  it('shows the failure message when the API answers with an error, without retrying', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 500, title: 'Internal Server Error', detail: 'database unavailable' }), {
        status: 500,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );

    renderWithStore();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load episodes. Please try again later.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when there is no featured episode', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { headers: { 'content-type': 'application/json' } }));

    renderWithStore();

    expect(await screen.findByText('No episodes available at the moment.')).toBeInTheDocument();
  });
});
