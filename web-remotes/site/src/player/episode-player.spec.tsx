import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSiteConfig, type SiteConfig } from '@harmony/site-config';
import { SiteConfigProvider } from '../site-config.js';
import { EpisodePlayer, type EpisodePlayerProps } from './episode-player.js';
import { stubMediaPlayback } from './testing-media.js';

// The show on two platforms: the player lists those two and the feed, none other.
const onTwoPlatforms: SiteConfig = {
  ...defaultSiteConfig,
  podcastPlatforms: { ...defaultSiteConfig.podcastPlatforms, apple: 'https://podcasts.apple.com/au/podcast/show/id1', spotify: 'https://open.spotify.com/show/1' },
};

function renderPlayers(...players: EpisodePlayerProps[]) {
  return renderPlayersOf(onTwoPlatforms, ...players);
}

function renderPlayersOf(site: SiteConfig, ...players: EpisodePlayerProps[]) {
  return render(
    <SiteConfigProvider site={site}>
      {players.map((props) => (
        <EpisodePlayer key={props.episodeId} {...props} />
      ))}
    </SiteConfigProvider>,
  );
}

const budgeting: EpisodePlayerProps = { audioUrl: '/media/1.mp3', episodeId: 1, episodeTitle: 'Budgeting as a Team' };
const debt: EpisodePlayerProps = { audioUrl: '/media/2.mp3', episodeId: 2, episodeTitle: 'Talking About Debt' };

describe(EpisodePlayer.name, () => {
  beforeEach(() => {
    stubMediaPlayback();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('renders a native audio element that downloads nothing before play', () => {
    const { container } = renderPlayers(budgeting);
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAttribute('src', '/media/1.mp3');
  });

  it('expands and collapses the podcast platforms with "Listen"', async () => {
    const user = userEvent.setup();
    renderPlayers(budgeting);
    const listen = screen.getByRole('button', { name: 'Listen' });
    expect(listen).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /Listen to Budgeting as a Team on/ })).not.toBeInTheDocument();

    await user.click(listen);

    expect(listen).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Listen to Budgeting as a Team on' });
    expect(listen).toHaveAttribute('aria-controls', list.parentElement?.id);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://podcasts.apple.com/au/podcast/show/id1', 'https://open.spotify.com/show/1', '/rss.xml']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(list).getByRole('link', { name: /Apple Podcasts/ })).toBeInTheDocument();

    await user.click(listen);
    expect(listen).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /Listen to/ })).not.toBeInTheDocument();
  });

  it('lists only the site feed where the owner named no platform: no placeholder, no Google Podcasts', async () => {
    const user = userEvent.setup();
    renderPlayersOf(defaultSiteConfig, budgeting);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    const links = within(screen.getByRole('list', { name: 'Listen to Budgeting as a Team on' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['RSS Feed (opens in a new tab)', '/rss.xml']]);
    expect(screen.queryByRole('link', { name: /Google Podcasts/ })).not.toBeInTheDocument();
  });

  it('downloads the audio as "{title}.mp3" in a new tab, "episode.mp3" without a title', () => {
    renderPlayers(budgeting, { audioUrl: '/media/3.mp3', episodeId: 3 });
    const [named, untitled] = screen.getAllByRole('link', { name: /^Download/ });
    expect(named).toHaveAttribute('href', '/media/1.mp3');
    expect(named).toHaveAttribute('download', 'Budgeting as a Team.mp3');
    expect(named).toHaveAttribute('target', '_blank');
    expect(untitled).toHaveAttribute('download', 'episode.mp3');
  });

  it('plays and pauses with one keyboard-operable button', async () => {
    const user = userEvent.setup();
    renderPlayers(budgeting);
    const player = screen.getByRole('group', { name: 'Audio player: Budgeting as a Team' });

    within(player).getByRole('button', { name: 'Play' }).focus();
    await user.keyboard('{Enter}');
    expect(within(player).getByRole('button', { name: 'Pause' })).toHaveFocus();

    await user.keyboard(' ');
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('starting one episode pauses the one playing', async () => {
    const user = userEvent.setup();
    const { container } = renderPlayers(budgeting, debt);
    const [first, second] = Array.from(container.querySelectorAll('audio'));
    const firstPlayer = screen.getByRole('group', { name: 'Audio player: Budgeting as a Team' });
    const secondPlayer = screen.getByRole('group', { name: 'Audio player: Talking About Debt' });

    await user.click(within(firstPlayer).getByRole('button', { name: 'Play' }));
    expect(first.paused).toBe(false);

    await user.click(within(secondPlayer).getByRole('button', { name: 'Play' }));
    expect(second.paused).toBe(false);
    expect(first.paused).toBe(true);
    expect(within(firstPlayer).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(secondPlayer).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('seeks, shows the time and changes the speed once the audio knows its duration', async () => {
    const user = userEvent.setup();
    const { container } = renderPlayers(budgeting);
    const audio = container.querySelector('audio')!;
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toBeDisabled();
    expect(screen.getByText('0:00 / --:--')).toBeInTheDocument();

    Object.defineProperty(audio, 'duration', { configurable: true, value: 2322 });
    act(() => {
      audio.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(seek).toBeEnabled();
    expect(seek).toHaveAttribute('max', '2322');
    expect(screen.getByText('0:00 / 38:42')).toBeInTheDocument();

    fireEvent.change(seek, { target: { value: '65' } });
    expect(audio.currentTime).toBe(65);
    expect(seek).toHaveAttribute('aria-valuetext', '1:05 / 38:42');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    expect(audio.playbackRate).toBe(1.5);
  });
});
