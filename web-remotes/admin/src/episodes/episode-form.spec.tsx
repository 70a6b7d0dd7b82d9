import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, listResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { AudioDurationProbeContext, type AudioDurationProbe } from './audio-duration.js';
import { anAdminEpisode } from './testing.js';

const currentPath = () => screen.getByTestId('current-path').textContent;

/** jsdom plays no media: the test says what the browser would read from the file. */
const probing = (probe: AudioDurationProbe) =>
  function ProbeProvider({ children }: { children: ReactNode }) {
    return <AudioDurationProbeContext value={probe}>{children}</AudioDurationProbeContext>;
  };

const anAudioFile = () => new File(['RIFF audio bytes'], 'episode.wav', { type: 'audio/wav' });

/** Issue 23 item 5: the episode form helps while it is filled in. */
describe('the episode form', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('shows a mistake when the owner leaves the field, and takes it away as they correct it, before any submit', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/new', signedIn);

    await user.click(await screen.findByLabelText('Title'));
    await user.tab();
    expect(await screen.findByText('The episode title is required.')).toBeInTheDocument();

    const duration = screen.getByLabelText(/^Duration/);
    await user.type(duration, '42 minutes');
    expect(screen.queryByText('The duration must look like 42:15 or 1:05:09.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('The duration must look like 42:15 or 1:05:09.')).toBeInTheDocument();
    expect(duration).toHaveAttribute('aria-invalid', 'true');

    // Once shown, the message follows each keystroke.
    await user.clear(duration);
    await user.type(duration, '42:15');
    await waitFor(() => expect(screen.queryByText('The duration must look like 42:15 or 1:05:09.')).not.toBeInTheDocument());
    expect(duration).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Title'), 'D');
    await waitFor(() => expect(screen.queryByText('The episode title is required.')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method !== 'GET')).toBe(false);
  });

  it("fills the duration from the attached audio's length, which the owner can still change", async () => {
    const user = userEvent.setup();
    const probed: File[] = [];
    const created = anAdminEpisode({ id: 31, number: 31, title: 'Debt snowball', duration: '42:20' });
    const { requests } = renderAdmin(
      '/admin/episodes/new',
      { ...signedIn, 'POST /api/episodes': jsonResponse(created, 201), 'PUT /api/episodes/31/audio': jsonResponse(created), 'GET /api/admin/episodes': listResponse([created]) },
      undefined,
      {
        wrapper: probing(async (file) => {
          probed.push(file);
          return 2535.2;
        }),
      },
    );

    const duration = await screen.findByLabelText(/^Duration/);
    await user.type(duration, '10:00');
    const file = anAudioFile();
    await user.upload(screen.getByLabelText(/^Audio file/), file);

    await waitFor(() => expect(duration).toHaveValue('42:15'));
    expect(probed).toEqual([file]);
    expect(screen.getByText('Filled in from the audio file (42:15). You can change it.')).toHaveAttribute('role', 'status');

    await user.clear(duration);
    await user.type(duration, '42:20');
    await user.type(screen.getByLabelText('Number'), '31');
    await user.type(screen.getByLabelText('Title'), 'Debt snowball');
    await user.type(screen.getByLabelText('Description'), 'Smallest debt first.');
    await user.click(screen.getByRole('button', { name: 'Save episode' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/episodes'));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ duration: '42:20' });
  });

  it('keeps a duration the owner types while the file is still being read', async () => {
    const user = userEvent.setup();
    let finishReading: (seconds: number) => void = () => undefined;
    renderAdmin('/admin/episodes/new', signedIn, undefined, { wrapper: probing(() => new Promise<number>((resolve) => (finishReading = resolve))) });

    const duration = await screen.findByLabelText(/^Duration/);
    await user.upload(screen.getByLabelText(/^Audio file/), anAudioFile());
    expect(await screen.findByText('Reading the length of the audio file…')).toBeInTheDocument();
    await user.type(duration, '1:14');
    await act(async () => finishReading(75));

    await waitFor(() => expect(screen.queryByText('Reading the length of the audio file…')).not.toBeInTheDocument());
    expect(duration).toHaveValue('1:14');
    expect(screen.queryByText(/Filled in from the audio file/)).not.toBeInTheDocument();
  });

  it('says so under the duration when the audio cannot be read, leaving the duration to the owner', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/episodes/7', { ...signedIn, 'GET /api/admin/episodes/7': jsonResponse(anAdminEpisode()) }, undefined, {
      wrapper: probing(() => Promise.reject(new Error('The browser cannot read this audio file.'))),
    });

    const duration = await screen.findByLabelText(/^Duration/);
    await user.upload(screen.getByLabelText(/^Audio file/), anAudioFile());

    expect(await screen.findByText('The length of this audio file could not be read: type the duration yourself.')).toBeInTheDocument();
    expect(duration).toHaveValue('42:15');
  });

  it('stays on the episode after "Save and keep editing", saying so, and does not send the same file twice', async () => {
    const user = userEvent.setup();
    const episode = anAdminEpisode();
    const { requests } = renderAdmin(
      '/admin/episodes/7',
      {
        ...signedIn,
        'GET /api/admin/episodes/7': jsonResponse(episode),
        'PATCH /api/episodes/7': jsonResponse({ ...episode, title: 'Budgeting together' }),
        'PUT /api/episodes/7/cover': jsonResponse(episode),
      },
      undefined,
      { wrapper: probing(async () => 60) },
    );

    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Budgeting together');
    const cover = screen.getByLabelText(/^Cover image/);
    await user.upload(cover, new File(['png bytes'], 'cover.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save and keep editing' }));

    expect(await screen.findByText('Episode saved')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/episodes/7');
    expect(screen.getByLabelText('Title')).toHaveValue('Budgeting together');
    expect(cover).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save and keep editing' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.url)).toEqual(['/api/episodes/7/cover']);
    expect(currentPath()).toBe('/admin/episodes/7');
  });

  it('keeps a new episode open at its own address after "Save and keep editing"', async () => {
    const user = userEvent.setup();
    const created = anAdminEpisode({ id: 31, number: 31, title: 'Debt snowball' });
    renderAdmin('/admin/episodes/new', { ...signedIn, 'POST /api/episodes': jsonResponse(created, 201), 'GET /api/admin/episodes/31': jsonResponse(created) });

    await user.type(await screen.findByLabelText('Number'), '31');
    await user.type(screen.getByLabelText('Title'), 'Debt snowball');
    await user.type(screen.getByLabelText('Description'), 'Smallest debt first.');
    await user.type(screen.getByLabelText(/^Duration/), '38:20');
    await user.click(screen.getByRole('button', { name: 'Save and keep editing' }));

    expect(await screen.findByText('Episode saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/episodes/31'));
    expect(await screen.findByRole('heading', { name: 'Episode 31: Debt snowball' })).toBeInTheDocument();
  });
});
