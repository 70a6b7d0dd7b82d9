import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { formatClock, parseClock } from './chapter-rules.js';
import { anAdminEpisode } from './testing.js';

const anEpisode = anAdminEpisode;

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';

describe('the Episode Manager: transcript and chapters', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('uploads a transcript file as it is and says how many cues it has', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/7', {
      ...signedIn,
      'GET /api/admin/episodes/7': jsonResponse(anEpisode()),
      'PUT /api/episodes/7/transcript': jsonResponse(anEpisode({ transcriptUrl: '/media/episodes/7/transcript-a.vtt', transcriptCueCount: 1 })),
    });

    expect(await screen.findByText(/No transcript yet/)).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload transcript' });
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText(/^Transcript file/), new File([VTT], 'episode.vtt', { type: 'text/vtt' }));
    await user.click(upload);

    expect(await screen.findByText('Transcript saved')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put).toEqual({ method: 'PUT', url: '/api/episodes/7/transcript', body: VTT });
  });

  it("shows the server's reading of a broken file beside the field", async () => {
    const user = userEvent.setup();
    const message = "Line 6: the cue's end 00:00:05.000 is before its start 00:00:09.000.";
    renderAdmin('/admin/episodes/7', {
      ...signedIn,
      'GET /api/admin/episodes/7': jsonResponse(anEpisode()),
      'PUT /api/episodes/7/transcript': problemResponse(400, message, [{ field: 'transcript', message }], 'invalid-transcript'),
    });

    await user.upload(await screen.findByLabelText(/^Transcript file/), new File(['WEBVTT broken'], 'broken.srt', { type: '' }));
    await user.click(screen.getByRole('button', { name: 'Upload transcript' }));

    const input = screen.getByLabelText(/^Transcript file/);
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the transcript', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/7', {
      ...signedIn,
      'GET /api/admin/episodes/7': jsonResponse(anEpisode({ transcriptUrl: '/media/episodes/7/transcript-a.vtt', transcriptCueCount: 312 })),
      'DELETE /api/episodes/7/transcript': jsonResponse(anEpisode()),
    });

    expect(await screen.findByText(/312 cues/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the WebVTT file' })).toHaveAttribute('href', '/media/episodes/7/transcript-a.vtt');
    await user.click(screen.getByRole('button', { name: 'Remove transcript' }));

    expect(await screen.findByText('Transcript removed')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/api/episodes/7/transcript')).toBe(true);
  });

  it('edits the chapters row by row and saves them as a JSON Chapters document, keeping their links', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/7', {
      ...signedIn,
      'GET /api/admin/episodes/7': jsonResponse(
        anEpisode({
          chaptersUrl: '/media/episodes/7/chapters-a.json',
          chapters: [
            { startSeconds: 0, title: 'Welcome', url: 'https://example.com/notes' },
            { startSeconds: 754, title: 'Our money date' },
            { startSeconds: 3723, title: 'Goodbye' },
          ],
        }),
      ),
      'PUT /api/episodes/7/chapters': jsonResponse(anEpisode()),
    });

    const chapters = await screen.findByRole('form', { name: 'Chapters' });
    expect(within(chapters).getByLabelText('Chapter 2 start')).toHaveValue('12:34');
    expect(within(chapters).getByLabelText('Chapter 3 start')).toHaveValue('1:02:03');
    await user.click(within(chapters).getByRole('button', { name: 'Remove chapter 3' }));
    await user.click(within(chapters).getByRole('button', { name: 'Add chapter' }));
    await user.type(within(chapters).getByLabelText('Chapter 3 start'), '1:05:09');
    await user.type(within(chapters).getByLabelText('Chapter 3 title'), 'Wrap-up');
    await user.click(within(chapters).getByRole('button', { name: 'Save chapters' }));

    expect(await screen.findByText('Chapters saved')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Welcome', url: 'https://example.com/notes' },
        { startTime: 754, title: 'Our money date' },
        { startTime: 3909, title: 'Wrap-up' },
      ],
    });
  });

  it('checks times, order and titles beside each row before sending, and puts the server’s field errors on their rows', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/episodes/7', {
      ...signedIn,
      'GET /api/admin/episodes/7': jsonResponse(anEpisode()),
      'PUT /api/episodes/7/chapters': problemResponse(400, 'Chapter 2 needs a title.', [{ field: 'chapters[1].title', message: 'Chapter 2 needs a title (server).' }], 'invalid-chapters'),
    });

    const chapters = await screen.findByRole('form', { name: 'Chapters' });
    await user.type(within(chapters).getByLabelText('Chapter 1 start'), '12:3');
    await user.click(within(chapters).getByRole('button', { name: 'Add chapter' }));
    await user.type(within(chapters).getByLabelText('Chapter 2 start'), '0:10');
    await user.click(within(chapters).getByRole('button', { name: 'Save chapters' }));

    expect(within(chapters).getByLabelText('Chapter 1 start')).toHaveAccessibleDescription('Write the start as mm:ss or h:mm:ss, such as 12:34.');
    expect(within(chapters).getByLabelText('Chapter 1 title')).toHaveAccessibleDescription('Chapter 1 needs a title.');
    expect(within(chapters).getByLabelText('Chapter 2 title')).toHaveAccessibleDescription('Chapter 2 needs a title.');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(within(chapters).getByLabelText('Chapter 1 start'));
    await user.type(within(chapters).getByLabelText('Chapter 1 start'), '0:20');
    await user.type(within(chapters).getByLabelText('Chapter 1 title'), 'Intro');
    await user.type(within(chapters).getByLabelText('Chapter 2 title'), 'Next');
    await user.click(within(chapters).getByRole('button', { name: 'Save chapters' }));
    expect(within(chapters).getByLabelText('Chapter 2 start')).toHaveAccessibleDescription('Chapter 2 must start after chapter 1: chapters go in order of their start.');

    await user.clear(within(chapters).getByLabelText('Chapter 2 start'));
    await user.type(within(chapters).getByLabelText('Chapter 2 start'), '0:30');
    await user.click(within(chapters).getByRole('button', { name: 'Save chapters' }));
    await waitFor(() => expect(within(chapters).getByLabelText('Chapter 2 title')).toHaveAccessibleDescription('Chapter 2 needs a title (server).'));
  });
});

describe('chapter times', () => {
  it.each([
    ['0:00', 0],
    ['12:34', 754],
    ['75:00', 4500],
    ['1:02:03', 3723],
    ['12:34.5', 754.5],
  ])('reads %s as %d seconds and writes it back', (text, seconds) => {
    expect(parseClock(text)).toBe(seconds);
    expect(formatClock(seconds)).toBe(seconds === 4500 ? '1:15:00' : text);
  });

  it.each(['', '12', '1:2', '12:60', '1:60:00', 'soon'])('refuses %j', (text) => expect(parseClock(text)).toBeNull());
});
