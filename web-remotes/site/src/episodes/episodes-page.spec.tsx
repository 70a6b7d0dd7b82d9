import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import EpisodesPage, { episodesPlaceholderCount } from './episodes-page.js';
import { anEpisode, holdResponse, jsonResponse, SiteTestProviders, stubFetchPerTest } from './testing.js';

function renderPage() {
  return render(
    <SiteTestProviders>
      <MemoryRouter initialEntries={['/episodes']}>
        <EpisodesPage />
      </MemoryRouter>
    </SiteTestProviders>,
  );
}

describe('EpisodesPage', () => {
  const fetchMock = stubFetchPerTest();

  it('shows 9 skeleton cards while loading, then the count and a card per episode', async () => {
    const answer = holdResponse(fetchMock);
    const { container } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading episodes');
    expect(container.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(episodesPlaceholderCount);
    expect(episodesPlaceholderCount).toBe(9);

    answer(jsonResponse([anEpisode({ title: 'First' }), anEpisode({ title: 'Second' })]));

    expect(await screen.findByText('Showing 2 episodes')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'First' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(0);
    expect(new URL((fetchMock.mock.calls[0][0] as Request).url).pathname).toBe('/api/episodes');
  });

  it('uses the singular for one episode', async () => {
    fetchMock.mockResolvedValue(jsonResponse([anEpisode()]));
    renderPage();
    expect(await screen.findByText('Showing 1 episode')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 500, title: 'Internal Server Error', detail: 'database unavailable' }, 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load episodes. Please try again later.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when there is no episode', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderPage();
    expect(await screen.findByText('No episodes available at the moment.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
