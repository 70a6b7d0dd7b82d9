import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { defaultSiteConfig, type SiteConfig } from '@harmony/site-config';
import { SiteConfigProvider } from '../site-config.js';
import { EpisodeCard, EpisodeCardSkeleton } from './episode-card.js';
import { anEpisode } from './testing.js';

function renderCard(ui: React.ReactNode, site: SiteConfig = defaultSiteConfig) {
  return render(
    <SiteConfigProvider site={site}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteConfigProvider>,
  );
}

describe(EpisodeCard.name, () => {
  const episode = anEpisode({
    id: 7,
    number: 19,
    title: 'Budgeting as a Team',
    duration: '38:42',
    descriptionHtml: '<p>Tom &amp; Jo&rsquo;s <strong>first</strong>\n  money date&hellip;</p><ul><li>One</li></ul>',
    audioUrl: '/media/7.mp3',
    imageUrl: '/media/7.svg',
  });

  it('lists where to listen as the configuration says: no placeholder link, no Google Podcasts', async () => {
    const user = userEvent.setup();
    const site = { ...defaultSiteConfig, podcastPlatforms: { ...defaultSiteConfig.podcastPlatforms, amazon: 'https://music.amazon.com/podcasts/1' } };
    const { container } = renderCard(<EpisodeCard episode={episode} />, site);
    const card = screen.getByRole('article', { name: 'Budgeting as a Team' });
    await user.click(within(card).getByRole('button', { name: 'Listen' }));
    const links = within(within(card).getByRole('list', { name: 'Listen to Budgeting as a Team on' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://music.amazon.com/podcasts/1', '/rss.xml']);
    expect(container.querySelectorAll('a[href="#"], a[href=""]')).toHaveLength(0);
    expect(container).not.toHaveTextContent('Google Podcasts');
  });

  it('shows the cover with its badge, the title link, duration, plain description, share menu and player', () => {
    renderCard(<EpisodeCard episode={episode} />);
    const card = screen.getByRole('article', { name: 'Budgeting as a Team' });

    const cover = within(card).getByRole('img', { name: 'Cover art for episode 19: Budgeting as a Team' });
    expect(cover).toHaveAttribute('src', '/media/7.svg');
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '600');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('EP 19')).toBeInTheDocument();

    expect(within(card).getByRole('heading', { level: 3, name: 'Budgeting as a Team' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Budgeting as a Team' })).toHaveAttribute('href', '/episode/7');
    expect(within(card).getByText('38:42')).toBeInTheDocument();

    const summary = within(card).getByText('Tom & Jo’s first money date… One');
    expect(summary).toHaveClass('line-clamp-2');
    expect(summary.innerHTML).not.toContain('<');

    expect(within(card).getByRole('button', { name: 'Share Budgeting as a Team' })).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Audio player: Budgeting as a Team' })).toBeInTheDocument();
    expect(card.querySelector('audio')).toHaveAttribute('src', '/media/7.mp3');
    expect(within(card).getByRole('link', { name: /^Download/ })).toHaveAttribute('download', 'Budgeting as a Team.mp3');
  });

  it('takes the heading level and image loading its page needs', () => {
    renderCard(<EpisodeCard episode={episode} headingLevel={2} imageLoading="eager" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Budgeting as a Team' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});

describe(EpisodeCardSkeleton.name, () => {
  it('is a placeholder hidden from assistive technology', () => {
    const { container } = render(<EpisodeCardSkeleton />);
    const skeleton = container.querySelector('[data-testid="skeleton-card"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  });
});
