import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { anEpisode, jsonResponse, SiteTestProviders } from '../episodes/testing.js';
import { stubMediaPlayback } from '../player/testing.js';
import { PlaybackProvider } from '../player/index.js';
import EpisodePage from './episode-page.js';
import { EpisodeTranscript } from './episode-transcript.js';
import { cueIndexAt, indexAt, type EpisodeWithTimeline } from './episode-timeline.js';

const cues = [
  { startSeconds: 0, endSeconds: 4, text: 'Welcome to Money Together.' },
  { startSeconds: 4, endSeconds: 9, text: 'Today we talk about budgeting as a team.' },
  { startSeconds: 12, endSeconds: 20, text: 'A shared BUDGET starts with shared goals.' },
  { startSeconds: 20, endSeconds: 30, text: 'Then we look at debt.' },
];
const chapters = [
  { startSeconds: 0, title: 'Introduction' },
  { startSeconds: 12, title: 'Shared goals' },
  { startSeconds: 20, title: 'Debt' },
];
const episode: EpisodeWithTimeline = { ...anEpisode({ id: 5, title: 'Budgeting as a Team' }), transcript: { cues }, chapters };

function renderAt(path: string, answer: object = episode) {
  globalThis.fetch = jest.fn<typeof fetch>(async (input) => {
    const url = new URL((input as Request).url).pathname;
    return url === '/api/episodes/5' ? jsonResponse(answer) : jsonResponse([answer]);
  });
  const view = render(
    <SiteTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="episode/:id" element={<EpisodePage />} />
        </Routes>
      </MemoryRouter>
    </SiteTestProviders>,
  );
  return { ...view, audio: () => view.container.querySelector('audio')! };
}

/** The <audio> moves on: jsdom plays nothing, so the test says where it is. */
const playedTo = (audio: HTMLAudioElement, seconds: number) =>
  act(() => {
    audio.currentTime = seconds;
    audio.dispatchEvent(new Event('timeupdate'));
  });

describe('episode page: shared start, chapters and transcript', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    stubMediaPlayback();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it.each([
    ['/episode/5?t=30', 'Starts at 0:30', 30],
    ['/episode/5#t=1:02', 'Starts at 1:02', 62],
  ])('%s starts the player there on play', async (path, note, seconds) => {
    const user = userEvent.setup();
    const { audio } = renderAt(path);
    expect(await screen.findByText(note)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio().currentTime).toBe(seconds);
    expect(audio().paused).toBe(false);
  });

  it('ignores a garbled start time', async () => {
    renderAt('/episode/5?t=12abc');
    await screen.findByRole('heading', { level: 1, name: 'Budgeting as a Team' });
    expect(screen.queryByText(/^Starts at/)).not.toBeInTheDocument();
  });

  it('plays a chapter from its start and marks the chapter playing as current', async () => {
    const user = userEvent.setup();
    const { audio } = renderAt('/episode/5');
    const list = (await screen.findByRole('heading', { level: 2, name: 'Chapters' })).closest('section')!;
    const goals = within(list).getByRole('button', { name: '0:12 Shared goals' });
    expect(within(list).queryByRole('button', { current: true })).not.toBeInTheDocument();

    await user.click(goals);

    expect(audio().paused).toBe(false);
    expect(audio().currentTime).toBe(12);
    expect(goals).toHaveAttribute('aria-current', 'true');

    playedTo(audio(), 25);
    expect(within(list).getByRole('button', { name: '0:20 Debt' })).toHaveAttribute('aria-current', 'true');
    expect(goals).not.toHaveAttribute('aria-current');

    act(() => audio().pause());
    expect(within(list).queryByRole('button', { current: true })).not.toBeInTheDocument();
  });

  it('searches the transcript: keeps the matching lines, marks the matches', async () => {
    const user = userEvent.setup();
    const { container } = renderAt('/episode/5');
    await user.click(await screen.findByText('Transcript'));
    const transcript = container.querySelector('details')!;
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(4);

    await user.type(within(transcript).getByRole('searchbox', { name: 'Search the transcript' }), 'budget');

    const lines = within(transcript).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['0:04Today we talk about budgeting as a team.', '0:12A shared BUDGET starts with shared goals.']);
    expect(Array.from(transcript.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['budget', 'BUDGET']);
    expect(within(transcript).getByText('2 matching lines')).toBeInTheDocument();

    await user.clear(within(transcript).getByRole('searchbox'));
    await user.type(within(transcript).getByRole('searchbox'), 'a.b(');
    expect(within(transcript).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(transcript).getByText('0 matching lines')).toBeInTheDocument();
  });

  it('plays a transcript line from its start and marks the line spoken', async () => {
    const user = userEvent.setup();
    const { audio, container } = renderAt('/episode/5');
    await user.click(await screen.findByText('Transcript'));
    const transcript = container.querySelector('details')!;

    await user.click(within(transcript).getByRole('button', { name: /^0:20 Then we look at debt/ }));

    expect(audio().currentTime).toBe(20);
    expect(audio().paused).toBe(false);
    expect(within(transcript).getByRole('button', { current: true })).toHaveTextContent('Then we look at debt.');
    // Between two lines (9 s to 12 s nobody speaks) no line is current.
    playedTo(audio(), 10);
    expect(within(transcript).queryByRole('button', { current: true })).not.toBeInTheDocument();
  });

  it('shows neither section for an episode without them (the API before it sends the fields)', async () => {
    const { container } = renderAt('/episode/5', anEpisode({ id: 5, title: 'Budgeting as a Team' }));
    await screen.findByRole('heading', { level: 1, name: 'Budgeting as a Team' });
    expect(screen.queryByRole('heading', { name: 'Chapters' })).not.toBeInTheDocument();
    expect(container.querySelector('details')).toBeNull();
  });

  it('writes the whole transcript into the server HTML, collapsed', () => {
    const html = renderToString(
      <PlaybackProvider>
        <EpisodeTranscript cues={cues} />
      </PlaybackProvider>,
    );
    expect(html).toMatch(/^<details[^>]*>/);
    expect(html).not.toMatch(/^<details[^>]*\bopen/);
    for (const cue of cues) expect(html).toContain(cue.text);
  });
});

describe(indexAt.name, () => {
  it('finds the last entry started, by binary search', () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({ startSeconds: index * 2, endSeconds: index * 2 + 1, text: '' }));
    expect(indexAt(many, -1)).toBe(-1);
    expect(indexAt(many, 0)).toBe(0);
    expect(indexAt(many, 4321)).toBe(2160);
    expect(indexAt(many, 1e9)).toBe(4999);
    expect(cueIndexAt(many, 4320.5)).toBe(2160);
    expect(cueIndexAt(many, 4321.5)).toBe(-1);
  });
});
