import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { anEpisode, jsonResponse, SiteTestProviders } from '../episodes/testing.js';
import EpisodePage from './episode-page.js';

const current = anEpisode({
  id: 5,
  number: 19,
  title: 'Budgeting as a Team',
  duration: '38:42',
  // What the API answers for the description '<p onclick="steal()">We <strong>talk</strong> money.</p><script>window.hacked = true</script><a href="javascript:steal()">x</a>':
  // sanitized on the server (@harmony/platform sanitizeRichHtml); the description as written is only the owner's.
  descriptionHtml: '<p>We <strong>talk</strong> money.</p><a target="_blank" rel="noopener noreferrer">x</a>',
});
const others = [1, 2, 3, 4, 6].map((id) => anEpisode({ id, number: id, title: `Other ${id}` }));

function renderAt(path: string) {
  return render(
    <SiteTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route index element={<p>Home page</p>} />
          <Route path="episode/:id" element={<EpisodePage />} />
        </Routes>
      </MemoryRouter>
    </SiteTestProviders>,
  );
}

describe('EpisodePage', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock<typeof fetch>;
  const answers = new Map<string, () => Response>();

  beforeEach(() => {
    answers.clear();
    answers.set('/api/episodes', () => jsonResponse([...others.slice(0, 2), current, ...others.slice(2)]));
    fetchMock = jest.fn<typeof fetch>(async (input) => {
      const path = new URL((input as Request).url).pathname;
      return answers.get(path)?.() ?? jsonResponse({ status: 404, title: 'Not Found', detail: `No route ${path}` }, 404);
    });
    globalThis.fetch = fetchMock;
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('shows the episode: number, title, duration, the description HTML the API sanitized (never the raw one), player, platforms and a back link', async () => {
    answers.set('/api/episodes/5', () => jsonResponse(current));
    const { container } = renderAt('/episode/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Budgeting as a Team' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Budgeting as a Team' });
    expect(within(article).getByText('Episode 19')).toBeInTheDocument();
    expect(within(article).getByText('38:42')).toBeInTheDocument();

    expect(within(article).getByText('talk').tagName).toBe('STRONG');
    expect(article.innerHTML).not.toMatch(/onclick|<script|javascript:|hacked/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    expect(within(article).getByRole('group', { name: 'Audio player: Budgeting as a Team' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: /^Download/ })).toHaveAttribute('download', 'Budgeting as a Team.mp3');
    expect(within(article).getByRole('list', { name: 'Podcast platforms' })).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('preload', 'none');

    expect(screen.getByRole('link', { name: 'Back to Episodes' })).toHaveAttribute('href', '/#episodes');
  });

  it('suggests up to 3 other episodes under "You might also like"', async () => {
    answers.set('/api/episodes/5', () => jsonResponse(current));
    renderAt('/episode/5');

    const section = (await screen.findByRole('heading', { level: 2, name: 'You might also like' })).closest('section')!;
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).not.toContain('Budgeting as a Team');
    expect(new Set(titles).size).toBe(3);
    for (const title of titles) expect(others.map((episode) => episode.title)).toContain(title);
  });

  it('titles the page with the episode once it is loaded, as the server titles it', async () => {
    document.title = 'The page before';
    answers.set('/api/episodes/5', () => jsonResponse(current));
    renderAt('/episode/5');

    expect(document.title).toBe('The page before');
    await screen.findByRole('heading', { level: 1, name: 'Budgeting as a Team' });
    expect(document.title).toBe('Budgeting as a Team | Money Together Podcast');
  });

  it('says "Episode not found." when the API answers 404, titled as not found', async () => {
    renderAt('/episode/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Episode not found.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | Money Together');
  });

  it('says the episode failed to load on any other error, leaving the title as it was', async () => {
    document.title = 'The page before';
    answers.set('/api/episodes/5', () => jsonResponse({ status: 500, title: 'Internal Server Error', detail: 'database unavailable' }, 500));
    renderAt('/episode/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load episode. Please try again later.');
    expect(document.title).toBe('The page before');
  });

  it.each(['abc', '12abc', '-1', '1.5'])('sends a non-numeric id (%s) to the home page', async (id) => {
    renderAt(`/episode/${id}`);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
