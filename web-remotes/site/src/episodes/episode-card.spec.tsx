import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { SiteConfigProvider } from '../site-config.js';
import { EpisodeCard, EpisodeCardSkeleton } from './episode-card.js';
import { anEpisode } from './testing.js';

function renderCard(ui: React.ReactNode) {
  return render(
    <SiteConfigProvider site={defaultSiteConfig}>
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
