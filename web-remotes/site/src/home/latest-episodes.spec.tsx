import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { anEpisode, holdResponse, jsonResponse, SiteTestProviders, stubFetchPerTest } from '../episodes/testing.js';
import { LatestEpisodes } from './latest-episodes.js';

function renderLatest() {
  return render(
    <SiteTestProviders>
      <MemoryRouter>
        <LatestEpisodes />
      </MemoryRouter>
    </SiteTestProviders>,
  );
}

describe(LatestEpisodes.name, () => {
  const fetchMock = stubFetchPerTest();

  it('shows 3 placeholders while loading, then the 3 newest episodes in the order the API answers, featured or not', async () => {
    const answer = holdResponse(fetchMock);

    const { container } = renderLatest();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest episodes');
    expect(container.querySelectorAll('[data-testid="latest-placeholder"]')).toHaveLength(3);

    answer(
      jsonResponse([
        anEpisode({ id: 21, number: 21, title: 'Just published', featured: false, publishedAt: '2026-11-20T09:00:00.000Z' }),
        anEpisode({ id: 20, number: 20, title: 'Budgeting as a team', featured: true, publishedAt: '2026-11-06T09:00:00.000Z' }),
        anEpisode({ id: 19, number: 19, title: 'Talking about debt', featured: false, publishedAt: '2026-10-23T09:00:00.000Z' }),
      ]),
    );

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Just published', 'Budgeting as a team', 'Talking about debt']);
    expect(within(cards[0]).getByText('EP 21')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Just published' })).toHaveAttribute('href', '/episode/21');
    expect(container.querySelectorAll('[data-testid="latest-placeholder"]')).toHaveLength(0);

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(`${new URL(request.url).pathname}${new URL(request.url).search}`).toBe('/api/episodes?limit=3');
  });

  it('marks the featured episodes among them, and only those', async () => {
    fetchMock.mockResolvedValue(jsonResponse([anEpisode({ title: 'Plain', featured: false }), anEpisode({ title: 'Recommended', featured: true })]));

    renderLatest();

    const [plain, recommended] = await screen.findAllByRole('article');
    expect(within(plain).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(recommended).getByText('Featured')).toBeInTheDocument();
  });

  it('shows the failure message when the API answers with an error, without retrying', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 500, title: 'Internal Server Error', detail: 'database unavailable' }), {
        status: 500,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );

    renderLatest();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load episodes. Please try again later.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when no episode is public yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));

    renderLatest();

    expect(await screen.findByText('No episodes available at the moment.')).toBeInTheDocument();
  });
});
