import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { blogPost, contentStats, socialPost, videoPodcast } from '../content/testing.js';
import { searchText } from './episode-picker.js';
import { pickerRoutes } from './testing.js';

// The debounce, the answer and the render, on a busy machine: more than waitFor's default second.
const settled = { timeout: 5000 };
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';
const params = () => new URL(currentPath(), 'http://localhost').searchParams;
const picker = () => screen.findByRole('combobox', { name: 'Episode' });
const optionNames = () => within(screen.getByRole('listbox', { name: 'Episode' })).getAllByRole('option').map((option) => option.textContent);
// Episode 12's content, read by its id (40): the address names it by number, the API by id.
const episode12 = {
  ...signedIn,
  ...contentStats,
  ...pickerRoutes(),
  'GET /api/content/episode/40/blog-posts': jsonResponse([blogPost(7, { episodeId: 40 })]),
  'GET /api/content/episode/40/social-media': jsonResponse([socialPost(41, { episodeId: 40 })]),
  'GET /api/content/episode/40/video': jsonResponse([videoPodcast(3, { episodeId: 40 })]),
};
const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);
const searches = (requests: readonly { url: string }[]) => requests.filter(({ url }) => url.startsWith('/api/admin/episodes?') && !url.includes('number='));

describe('the episode picker', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('reads "Episode 12", "ep 12" and "#12" as the number 12, anything else as typed', () => {
    expect(['Episode 12', ' ep 12', 'Ep. 12', '#12', '12'].map(searchText)).toEqual(['12', '12', '12', '12', '12']);
    expect(searchText(' Episode of the year ')).toBe('Episode of the year');
  });

  it('asks for nothing until opened, then offers the newest episodes first', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content?tab=blog', episode12);
    const field = await picker();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAccessibleDescription('Search by number or title.');
    expect(screen.getByText(/No episode chosen yet. Choose one above to see its blog posts./)).toBeInTheDocument();
    expect(searches(requests)).toHaveLength(0);

    await user.click(field);

    expect(field).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(optionNames()).toEqual(['Episode 13 · Saving for a home together', 'Episode 12 · Money dates that work', 'Episode 11 · Debt without blame', 'Episode 2 · Our first budget', 'Episode 1 · Why we talk about money']), settled);
    expect(searches(requests).map(({ url }) => url)).toEqual(['/api/admin/episodes?limit=20&offset=0']);
    expect(statuses()).toContain('5 episodes.');
  });

  it('searches by number once typing settles, chooses with Down and Enter, and keeps the episode in the address', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content?tab=blog', episode12);
    const field = await picker();

    await user.type(field, 'Episode 12');
    await waitFor(() => expect(optionNames()).toEqual(['Episode 12 · Money dates that work']), settled);
    // The click that focused the field opened the newest; then one search for the settled text, none for each keystroke.
    expect(searches(requests).map(({ url }) => url)).toEqual(['/api/admin/episodes?limit=20&offset=0', '/api/admin/episodes?limit=20&offset=0&q=12']);

    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Episode 12 · Money dates that work' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    // The field names the address's episode: the choice reaches it through the URL and the store, a render later.
    await waitFor(() => expect(field).toHaveValue('Episode 12 · Money dates that work'), settled);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(params().get('episode')).toBe('12');
    expect(params().get('tab')).toBe('blog');
    expect(await screen.findByRole('article', { name: 'Money dates that work' })).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/content/episode/40/blog-posts');
  });

  it('searches by title in any case; Up opens at the last option, the arrows wrap; Escape closes and puts back the chosen episode', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content?tab=blog&episode=12', episode12);
    const field = await picker();
    await waitFor(() => expect(field).toHaveValue('Episode 12 · Money dates that work'), settled);

    await user.clear(field);
    await user.type(field, 'MONEY');
    await waitFor(() => expect(optionNames()).toEqual(['Episode 12 · Money dates that work (chosen)', 'Episode 1 · Why we talk about money']), settled);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Episode 1 · Why we talk about money' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^Episode 12/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('Episode 12 · Money dates that work');
    expect(params().get('episode')).toBe('12');

    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Episode 1 · Why we talk about money' })).toHaveAttribute('aria-selected', 'true'), settled);
    await user.click(screen.getByRole('option', { name: 'Episode 11 · Debt without blame' }));
    await waitFor(() => expect(field).toHaveValue('Episode 11 · Debt without blame'), settled);
    expect(params().get('episode')).toBe('11');
  });

  it('says when no episode matches', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content?tab=blog', episode12);

    await user.type(await picker(), 'lottery');

    await waitFor(() => expect(statuses()).toContain('No episode matches “lottery”.'), settled);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('keeps the episode across tabs and a reload', async () => {
    const user = userEvent.setup();
    const first = renderAdmin('/admin/content?episode=12&tab=social', episode12);
    expect(await screen.findByRole('article', { name: 'Instagram image post' })).toBeInTheDocument();
    expect(screen.getByText('1 post for Episode 12. Approve, reject or publish them in Social Media.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Video Podcast' }));
    expect(await screen.findByRole('article', { name: 'Money dates that work (video)' })).toBeInTheDocument();
    expect(params().get('episode')).toBe('12');
    expect(params().get('tab')).toBe('video');
    expect(await picker()).toHaveValue('Episode 12 · Money dates that work');

    // A reload: the same address, a new page.
    const address = currentPath();
    first.unmount();
    renderAdmin(address, episode12);
    expect(await screen.findByRole('article', { name: 'Money dates that work (video)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Video Podcast' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect(await picker()).toHaveValue('Episode 12 · Money dates that work'), settled);
  });

  it('says clearly when the address names no episode', async () => {
    const unknown = renderAdmin('/admin/content?episode=99&tab=blog', episode12);
    await waitFor(async () => expect(await picker()).toHaveAccessibleDescription('Search by number or title. There is no Episode 99: choose an episode from the list.'), settled);
    expect(await picker()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/No episode chosen yet/)).toBeInTheDocument();
    unknown.unmount();

    renderAdmin('/admin/content?episode=twelve&tab=blog', episode12);
    expect(await picker()).toHaveAccessibleDescription('Search by number or title. “twelve” is not an episode number: choose an episode from the list.');
  });

  it('shows the upload form on its tab only', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content?episode=12', episode12);
    const form = await screen.findByRole('form', { name: 'Upload an episode' });
    await waitFor(() => expect(form).toHaveTextContent('The audio of Episode 12 · Money dates that work'), settled);

    for (const tab of ['Blog Posts', 'Social Media', 'Video Podcast']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.queryByRole('form', { name: 'Upload an episode' })).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Episode' })).toHaveValue('Episode 12 · Money dates that work');
    }
    await user.click(screen.getByRole('tab', { name: 'Upload Episode' }));
    expect(screen.getByRole('form', { name: 'Upload an episode' })).toBeVisible();
  });
});
