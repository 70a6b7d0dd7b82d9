import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { findToast, jsonResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { pickerRoutes } from '../episode-picker/testing.js';
import { contentJob, contentStats, fakeUploadsEachTest, lastUpload } from './testing.js';

const MB = 1024 * 1024;
const audio = () => new File(['ID3 audio bytes'], 'episode-12.mp3', { type: 'audio/mpeg' });
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';

/** The job's answers in turn, the last one repeated. */
const jobAnswers = (...jobs: ReturnType<typeof contentJob>[]) => {
  let asked = 0;
  return () => jsonResponse(jobs[Math.min(asked++, jobs.length - 1)]);
};

const completed = contentJob({
  state: 'completed',
  progress: 100,
  step: 'Done',
  result: { blogPostIds: [7], socialMediaPostIds: [41, 42, 43, 44, 45], videoPodcastId: 3, episodeId: 12, failedMedia: [] },
});

/** Episode 12 (id 40) chosen with the picker, as the owner would: typed, then Down and Enter. */
async function chooseEpisode12(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'Episode' }, { timeout: 5000 }), '12');
  await screen.findByRole('option', { name: 'Episode 12 · Money dates that work' }, { timeout: 5000 });
  await user.keyboard('{ArrowDown}{Enter}');
}

/**
 * `shownWithin`: how long the chosen episode may take to show on the form (React renders the address's
 * change in a task of its own); a test whose lookup is slower than that proves the choice needs no lookup.
 */
async function chooseUpload(user: ReturnType<typeof userEvent.setup>, episode: 'episode 12' | 'no episode', shownWithin = 5000) {
  if (episode === 'episode 12') await chooseEpisode12(user);
  const form = await screen.findByRole('form', { name: 'Upload an episode' });
  if (episode === 'episode 12') expect(await within(form).findByText('Episode 12 · Money dates that work', {}, { timeout: shownWithin })).toBeInTheDocument();
  await user.upload(within(form).getByLabelText('Audio file'), audio());
  await user.click(within(form).getByRole('button', { name: 'Upload and process' }));
}

describe('the content dashboard: uploading an episode', () => {
  restoreFetchAfterEach();
  fakeUploadsEachTest();
  afterEach(() => act(() => resetToastsForTests()));

  it('shows the live counts, the four tabs and the accepted formats', async () => {
    renderAdmin('/admin/content', { ...signedIn, ...contentStats, ...pickerRoutes() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Content Management' })).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pieces of content' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upload Episode', 'Blog Posts', 'Social Media', 'Video Podcast']);
    expect(screen.getByRole('tab', { name: 'Upload Episode' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/MP3, M4A, WAV, AAC, OGG, WebM, FLAC, max 50MB/)).toBeInTheDocument();
    expect(screen.getByLabelText('Audio file')).toHaveAttribute('accept', 'audio/*,.mp3,.m4a,.wav,.aac,.ogg,.webm,.flac');
  });

  it('says what is missing beside the fields and in a "Missing data" toast, sending nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content', { ...signedIn, ...contentStats, ...pickerRoutes() });

    await user.click(await screen.findByRole('button', { name: 'Upload and process' }));

    expect(await screen.findByText('Missing data')).toBeInTheDocument();
    expect(screen.getByText('Please select an episode and upload an audio file.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Episode' });
    expect(picker).toHaveAccessibleDescription('Search by number or title. Episode is required');
    expect(picker).toHaveFocus();
    expect(screen.getByText('Audio file is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Audio file')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file without an episode, until one is chosen', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content', { ...signedIn, ...contentStats, ...pickerRoutes() });

    await chooseUpload(user, 'no episode');

    expect(await screen.findByText('Missing data')).toBeInTheDocument();
    expect(screen.getByText('Episode is required')).toBeInTheDocument();
    expect(screen.queryByText('Audio file is required')).not.toBeInTheDocument();
    await chooseEpisode12(user);
    expect(screen.queryByText('Episode is required')).not.toBeInTheDocument();
  });

  it('shows the bytes going up, then the job steps, then "Content generated successfully" with the counts', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content', {
      ...signedIn,
      ...contentStats, ...pickerRoutes(),
      'GET /api/content/jobs/content-run-1': jobAnswers(contentJob({ state: 'active', progress: 40, step: 'Writing the blog post and social posts' }), completed),
    });

    await chooseUpload(user, 'episode 12');
    const upload = lastUpload();
    expect(upload.method).toBe('POST');
    // The content API knows the episode by its id (40); the owner by its number (12).
    expect(upload.url).toBe('/api/content/episode/40/process');
    expect((upload.body as FormData).get('audio')).toBeInstanceOf(File);

    act(() => upload.progress(12.3 * MB, 40 * MB));
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '31');
    expect(screen.getByText('12.3 MB of 40.0 MB')).toBeInTheDocument();

    act(() => upload.respond(202, contentJob()));

    expect(await screen.findByText('Writing the blog post and social posts')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('progressbar', { name: 'Uploading' })).not.toBeInTheDocument();

    expect(await screen.findByText('Content generated successfully', undefined, { timeout: 3000 })).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Content generated for Episode 12' });
    expect(within(result).getByText('1 blog post', { ignore: '.sr-only' })).toBeInTheDocument();
    expect(within(result).getByText('5 social media posts', { ignore: '.sr-only' })).toBeInTheDocument();
    expect(within(result).getByText('1 video podcast', { ignore: '.sr-only' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/content?episode=12');
    // The counts are read again once the run made its content.
    expect(requests.filter(({ url }) => url === '/api/content/stats').length).toBeGreaterThanOrEqual(2);
  });

  it('uploads for the episode just chosen, though the address\'s lookup of its number is slow', async () => {
    const user = userEvent.setup();
    const { 'GET /api/admin/episodes': episodes } = pickerRoutes();
    renderAdmin('/admin/content', {
      ...signedIn,
      ...contentStats,
      'GET /api/admin/episodes': async (request) => {
        if (request.url.includes('number=')) await new Promise((resolve) => setTimeout(resolve, 3000));
        return episodes(request);
      },
    });

    await chooseUpload(user, 'episode 12', 1000);

    expect(lastUpload().url).toBe('/api/content/episode/40/process');
    expect(screen.queryByText('Episode is required')).not.toBeInTheDocument();
  });

  it('keeps the counts when media failed to render, and says which and what to do (issue 22)', async () => {
    const user = userEvent.setup();
    const step = 'Done, but the reel could not be rendered: render it again from its card.';
    const reason = 'The reel could not be rendered: Decoder (codec svg) not found';
    renderAdmin('/admin/content', {
      ...signedIn,
      ...contentStats, ...pickerRoutes(),
      'GET /api/content/jobs/content-run-1': jsonResponse({ ...completed, step, result: { ...completed.result!, failedMedia: [{ id: 61, kind: 'reel', reason }] } }),
    });
    await chooseUpload(user, 'episode 12');
    act(() => lastUpload().respond(202, contentJob()));

    const result = await screen.findByRole('region', { name: 'Content generated for Episode 12' });
    expect(within(result).getByText('5 social media posts', { ignore: '.sr-only' })).toBeInTheDocument();
    expect(within(result).getByText(step)).toBeInTheDocument();
  });

  it('hands the episode to the other tabs', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content', {
      ...signedIn,
      ...contentStats, ...pickerRoutes(),
      'GET /api/content/jobs/content-run-1': jsonResponse(completed),
      'GET /api/content/episode/40/social-media': jsonResponse([]),
    });
    await chooseUpload(user, 'episode 12');
    act(() => lastUpload().respond(202, contentJob()));

    await user.click(await screen.findByRole('button', { name: 'View 5 social media posts' }));

    expect(screen.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No social media posts for Episode 12 yet: upload its audio to generate them.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/content?episode=12&tab=social');
  });

  it('says "Error processing content" with the reason when the job fails', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content', {
      ...signedIn,
      ...contentStats, ...pickerRoutes(),
      'GET /api/content/jobs/content-run-1': jsonResponse(contentJob({ state: 'failed', progress: 10, error: 'The audio could not be read: no audio stream found.' })),
    });

    await chooseUpload(user, 'episode 12');
    act(() => lastUpload().respond(202, contentJob()));

    expect(await findToast('Error processing content')).toHaveTextContent('The audio could not be read: no audio stream found.');
    expect(screen.getByRole('alert')).toHaveTextContent('Processing failed. The audio could not be read: no audio stream found.');
    expect(screen.queryByText('Content generated successfully')).not.toBeInTheDocument();
  });

  it('says "Error processing content" with the server message when the upload is refused', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content', { ...signedIn, ...contentStats, ...pickerRoutes() });

    await chooseUpload(user, 'episode 12');
    act(() => lastUpload().respond(413, { status: 413, detail: 'The audio file is larger than the 50 MB allowed.', code: 'upload-too-large' }));

    expect(await screen.findByText('Error processing content')).toBeInTheDocument();
    expect(screen.getByText('413: The audio file is larger than the 50 MB allowed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and process' })).toBeEnabled();
  });

  describe('with server-sent events', () => {
    class FakeEventSource {
      static opened: FakeEventSource[] = [];
      onmessage: ((event: MessageEvent<string>) => void) | null = null;
      onerror: (() => void) | null = null;
      closed = false;
      constructor(readonly url: string) {
        FakeEventSource.opened.push(this);
      }
      close() {
        this.closed = true;
      }
      emit(job: unknown) {
        this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(job) }));
      }
    }
    beforeEach(() => {
      FakeEventSource.opened = [];
      Object.assign(globalThis, { EventSource: FakeEventSource });
    });
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'EventSource');
    });

    it('follows the job on its event stream, asking nothing else', async () => {
      const user = userEvent.setup();
      const { requests } = renderAdmin('/admin/content', { ...signedIn, ...contentStats, ...pickerRoutes() });
      await chooseUpload(user, 'episode 12');
      await act(async () => lastUpload().respond(202, contentJob()));
      const [events] = FakeEventSource.opened;
      expect(events.url).toBe('/api/content/jobs/content-run-1/events');

      act(() => events.emit(contentJob({ state: 'active', progress: 60, step: 'Rendering the video podcast' })));
      expect(await screen.findByText('Rendering the video podcast')).toBeInTheDocument();
      act(() => events.emit(completed));

      expect(await screen.findByText('Content generated successfully')).toBeInTheDocument();
      expect(events.closed).toBe(true);
      expect(requests.some(({ url }) => url.startsWith('/api/content/jobs/'))).toBe(false);
    });

    it('asks every second instead when the stream breaks before the job finished', async () => {
      const user = userEvent.setup();
      const { requests } = renderAdmin('/admin/content', { ...signedIn, ...contentStats, ...pickerRoutes(), 'GET /api/content/jobs/content-run-1': jsonResponse(completed) });
      await chooseUpload(user, 'episode 12');
      await act(async () => lastUpload().respond(202, contentJob()));

      act(() => FakeEventSource.opened[0].onerror?.());

      expect(await screen.findByText('Content generated successfully')).toBeInTheDocument();
      expect(FakeEventSource.opened[0].closed).toBe(true);
      expect(requests.map(({ url }) => url)).toContain('/api/content/jobs/content-run-1');
    });
  });
});
