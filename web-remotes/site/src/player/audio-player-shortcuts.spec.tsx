import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSiteConfig } from '@harmony/site-config';
import { SiteConfigProvider } from '../site-config.js';
import { EpisodePlayer } from './episode-player.js';
import { PlaybackProvider, usePlayback, usePlaybackState } from './playback.js';
import { stubMediaPlayback } from './testing-media.js';

function renderPlayer(startAt: number | null = null) {
  const view = render(
    <SiteConfigProvider site={defaultSiteConfig}>
      <label>
        Your name
        <input type="text" />
      </label>
      <EpisodePlayer audioUrl="/media/1.mp3" episodeId={1} episodeTitle="Budgeting as a Team" startAt={startAt} />
    </SiteConfigProvider>,
  );
  const audio = view.container.querySelector('audio')!;
  const player = screen.getByRole('group', { name: 'Audio player: Budgeting as a Team' });
  return { audio, player, ...view };
}

const knowDuration = (audio: HTMLAudioElement, seconds: number) => {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  act(() => {
    audio.dispatchEvent(new Event('loadedmetadata'));
  });
};

const liveRegion = (player: HTMLElement) => player.querySelector('[aria-live="polite"]')!;

describe('AudioPlayer: start time, shortcuts and announcements', () => {
  beforeEach(() => {
    stubMediaPlayback();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('starts a shared link at its time when the visitor presses play, and says so before', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer(754);
    expect(within(player).getByText('Starts at 12:34')).toBeInTheDocument();
    expect(within(player).getByText('12:34 / --:--')).toBeInTheDocument();
    expect(audio.paused).toBe(true);

    await user.click(within(player).getByRole('button', { name: 'Play' }));

    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(754);
    expect(within(player).queryByText('Starts at 12:34')).not.toBeInTheDocument();
  });

  it('documents its shortcuts on the player region', () => {
    const { player } = renderPlayer();
    expect(player).toHaveAttribute('aria-keyshortcuts', 'Space ArrowLeft ArrowRight');
  });

  it('plays and pauses with Space from the seek bar, announcing "Playing" and "Paused"', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    knowDuration(audio, 2322);
    within(player).getByRole('slider', { name: 'Seek' }).focus();

    await user.keyboard(' ');
    expect(audio.paused).toBe(false);
    expect(liveRegion(player)).toHaveTextContent('Playing');

    await user.keyboard(' ');
    expect(audio.paused).toBe(true);
    expect(liveRegion(player)).toHaveTextContent('Paused');
  });

  it('Space on the play button toggles once (its own click), announced', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    within(player).getByRole('button', { name: 'Play' }).focus();
    await user.keyboard(' ');
    expect(audio.paused).toBe(false);
    expect(liveRegion(player)).toHaveTextContent('Playing');
  });

  it('skips 15 s back and forward with the arrows, within the audio, announcing the new time', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    knowDuration(audio, 2322);
    audio.currentTime = 754;
    within(player).getByRole('button', { name: 'Play' }).focus();

    await user.keyboard('{ArrowLeft}');
    expect(audio.currentTime).toBe(739);
    expect(liveRegion(player)).toHaveTextContent('Back 15 seconds, 12:19');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(769);
    expect(liveRegion(player)).toHaveTextContent('Forward 15 seconds, 12:49');

    audio.currentTime = 5;
    await user.keyboard('{ArrowLeft}');
    expect(audio.currentTime).toBe(0);
    audio.currentTime = 2315;
    await user.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(2322);
  });

  it('leaves Space and arrows alone in text fields outside the player and in its speed list', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    knowDuration(audio, 2322);
    audio.currentTime = 100;

    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.click(name);
    await user.keyboard(' {ArrowLeft}');
    expect(name).toHaveValue(' ');
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(100);

    within(player).getByRole('combobox', { name: 'Playback speed' }).focus();
    await user.keyboard(' {ArrowRight}');
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(100);
    expect(liveRegion(player)).toHaveTextContent('');
  });

  it('lets the page around it play from a time and follow its state', async () => {
    const user = userEvent.setup();
    function Outside() {
      const playback = usePlayback();
      const playing = usePlaybackState((state) => `${state.playing ? 'playing' : 'stopped'} at ${Math.floor(state.time)}`);
      return (
        <button type="button" onClick={() => playback?.playFrom(90)}>
          {playing}
        </button>
      );
    }
    const view = render(
      <SiteConfigProvider site={defaultSiteConfig}>
        <PlaybackProvider>
          <EpisodePlayer audioUrl="/media/1.mp3" episodeId={1} episodeTitle="Budgeting as a Team" startAt={30} />
          <Outside />
        </PlaybackProvider>
      </SiteConfigProvider>,
    );
    const audio = view.container.querySelector('audio')!;

    // Before the first play, the shared link's start is the position the page sees.
    await user.click(screen.getByRole('button', { name: 'stopped at 30' }));

    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(90);
    expect(screen.getByRole('button', { name: 'playing at 90' })).toBeInTheDocument();
    // The seek from outside replaces the shared link's start.
    expect(screen.queryByText('Starts at 0:30')).not.toBeInTheDocument();
  });
});
