import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import type { AdminEpisode } from './episodes-api.js';
import { anAdminEpisode } from './testing.js';
import { pickerRoutes } from '../episode-picker/testing.js';
import { blogPost, contentStats } from '../content/testing.js';

const anEpisode = (overrides: Partial<AdminEpisode> = {}): AdminEpisode => anAdminEpisode(overrides);

const listOf = (...episodes: AdminEpisode[]) => new Response(JSON.stringify(episodes), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(episodes.length) } });
const currentPath = () => screen.getByTestId('current-path').textContent;
const PREVIEW_URL = '/api/admin/episodes/description-preview';

describe('the Episode Manager', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('lists every episode with where it stands', async () => {
    renderAdmin('/admin/episodes', {
      ...signedIn,
      'GET /api/admin/episodes': listOf(anEpisode(), anEpisode({ id: 8, number: 8, title: 'Later', status: 'scheduled', featured: true }), anEpisode({ id: 9, number: 9, title: 'No sound', status: 'missing-audio', audioUrl: null })),
    });

    const items = within(await screen.findByRole('list', { name: 'Episodes' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Published');
    expect(within(items[0]).getByRole('link', { name: 'Budgeting as a team' })).toHaveAttribute('href', '/episode/7');
    expect(items[1]).toHaveTextContent('Scheduled');
    expect(items[1]).toHaveTextContent('Featured');
    expect(items[2]).toHaveTextContent('Needs audio');
  });

  it("links each episode's row to its generated content, the episode named by its number", async () => {
    const user = userEvent.setup();
    const twelve = anEpisode({ id: 30, number: 12, title: 'Money dates that work' });
    renderAdmin('/admin/episodes', { ...signedIn, ...contentStats, ...pickerRoutes([twelve, anEpisode()]), 'GET /api/content/episode/30/blog-posts': jsonResponse([blogPost(7, { episodeId: 30 })]) });

    const [row] = within(await screen.findByRole('list', { name: 'Episodes' })).getAllByRole('listitem');
    const link = within(row!).getByRole('link', { name: 'Generated content of episode 12' });
    expect(link).toHaveAttribute('href', '/admin/content?episode=12&tab=blog');
    await user.click(link);

    expect(await screen.findByRole('article', { name: 'Money dates that work' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Episode' })).toHaveValue('Episode 12 · Money dates that work');
    expect(screen.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('features an episode with a PATCH and says so', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes', {
      ...signedIn,
      'GET /api/admin/episodes': listOf(anEpisode()),
      'PATCH /api/episodes/7': jsonResponse(anEpisode({ featured: true })),
    });

    await user.click(await screen.findByRole('button', { name: 'Feature episode 7' }));

    expect(await screen.findByText('Episode featured')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/episodes/7', body: { featured: true } });
  });

  it('deletes only after the owner confirms', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes', {
      ...signedIn,
      'GET /api/admin/episodes': listOf(anEpisode()),
      'DELETE /api/episodes/7': new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete episode 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete episode 7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete episode 7' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete episode' }));

    expect(await screen.findByText('Episode deleted')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/episodes/7']);
  });

  it('checks the fields in the browser with the catalogue’s words', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/new', signedIn);

    await user.type(await screen.findByLabelText('Number'), '0');
    await user.type(screen.getByLabelText(/^Duration/), '42 minutes');
    await user.click(screen.getByRole('button', { name: 'Save episode' }));

    expect(await screen.findByText('The episode number must be a whole number of 1 or more.')).toBeInTheDocument();
    expect(screen.getByText('The episode title is required.')).toBeInTheDocument();
    expect(screen.getByText('The episode description is required.')).toBeInTheDocument();
    expect(screen.getByText('The duration must look like 42:15 or 1:05:09.')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/episodes')).toBe(false);
  });

  it('creates the episode, then uploads its audio, then returns to the list', async () => {
    const user = userEvent.setup();
    const created = anEpisode({ id: 31, number: 31, title: 'Debt snowball', audioUrl: null, status: 'missing-audio' });
    const { requests } = renderAdmin('/admin/episodes/new', {
      ...signedIn,
      'POST /api/episodes': jsonResponse(created, 201),
      'PUT /api/episodes/31/audio': jsonResponse({ ...created, audioUrl: '/media/episodes/31/audio.mp3', status: 'published' }),
      'GET /api/admin/episodes': listOf(created),
    });

    await user.type(await screen.findByLabelText('Number'), '31');
    await user.type(screen.getByLabelText('Title'), 'Debt snowball');
    await user.type(screen.getByLabelText('Description'), 'Smallest debt first.');
    await user.type(screen.getByLabelText(/^Duration/), '38:20');
    await user.upload(screen.getByLabelText(/^Audio file/), new File(['ID3 audio bytes'], 'episode.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save episode' }));

    expect(await screen.findByText('Episode saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/episodes'));
    const writes = requests.filter((request) => request.method !== 'GET' && request.url !== PREVIEW_URL);
    expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/episodes', 'PUT /api/episodes/31/audio']);
    expect(writes[0].body).toEqual({ number: 31, title: 'Debt snowball', description: 'Smallest debt first.', duration: '38:20', featured: false });
    expect(writes[1].body).toBe('ID3 audio bytes');
  });

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/episodes/new', {
      ...signedIn,
      'POST /api/episodes': problemResponse(409, 'Episode 7 already exists.', [{ field: 'number', message: 'Another episode already has number 7.' }], 'episode-number-taken'),
    });

    await user.type(await screen.findByLabelText('Number'), '7');
    await user.type(screen.getByLabelText('Title'), 'Again');
    await user.type(screen.getByLabelText('Description'), 'Once more.');
    await user.type(screen.getByLabelText(/^Duration/), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save episode' }));

    expect(await screen.findByText('Another episode already has number 7.')).toBeInTheDocument();
    expect(screen.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Episode not saved')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/episodes/new');
  });

  it('edits an episode from its stored fields and sends its changes', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/7', {
      ...signedIn,
      'GET /api/admin/episodes/7': jsonResponse(anEpisode()),
      'PATCH /api/episodes/7': jsonResponse(anEpisode({ title: 'Budgeting together' })),
      'GET /api/admin/episodes': listOf(anEpisode({ title: 'Budgeting together' })),
    });

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Budgeting as a team');
    await user.clear(title);
    await user.type(title, 'Budgeting together');
    await user.click(screen.getByRole('button', { name: 'Save episode' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/episodes'));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ number: 7, title: 'Budgeting together', duration: '42:15', publishedAt: '2026-11-01T09:00:00.000Z' });
  });

  it("edits the description as written, read from the owner's endpoint (public reads carry only the sanitized HTML)", async () => {
    const source = '<p onclick="track()">How we budget.</p><script>alert(1)</script>';
    const { requests } = renderAdmin('/admin/episodes/7', { ...signedIn, 'GET /api/admin/episodes/7': jsonResponse(anEpisode({ description: source, descriptionHtml: '<p>How we budget.</p>' })) });

    expect(await screen.findByLabelText('Description')).toHaveValue(source);
    expect(requests.map(({ url }) => url)).not.toContainEqual(expect.stringMatching(/^\/api\/episodes/));
  });

  it('shows the markdown description as the episode page will, rendered by the server a moment after typing stops', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/new', {
      ...signedIn,
      [`POST ${PREVIEW_URL}`]: ({ body }) =>
        jsonResponse({ html: (body as { description: string }).description === 'A **money** date:\n- snacks' ? '<p>A <strong>money</strong> date:</p><ul><li>snacks</li></ul>' : '<p>too early</p>' }),
    });
    const previews = () => requests.filter(({ url }) => url === PREVIEW_URL);

    const region = await screen.findByRole('region', { name: 'Preview as on the episode page' });
    expect(region).toHaveTextContent('Write the description in markdown');
    await user.type(screen.getByLabelText('Description'), 'A **money** date:{Enter}- snacks');

    expect(await within(region).findByText('money', { selector: 'strong' })).toBeInTheDocument();
    expect(within(region).getByRole('listitem')).toHaveTextContent('snacks');
    expect(previews().at(-1)?.body).toEqual({ description: 'A **money** date:\n- snacks' });
    // Typing is not sent a keystroke at a time.
    expect(previews().length).toBeLessThan('A **money** date:\n- snacks'.length);
  });

  it('says so when the episode does not exist', async () => {
    renderAdmin('/admin/episodes/999', { ...signedIn, 'GET /api/admin/episodes/999': problemResponse(404, 'No episode has id 999.', undefined, 'episode-not-found') });

    expect(await screen.findByText('This episode does not exist.')).toBeInTheDocument();
  });
});
