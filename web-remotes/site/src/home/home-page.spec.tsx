import { jest } from '@jest/globals';
import { defaultSiteConfig } from '@harmony/site-config';
import { createAppStore } from '@harmony/web-api';
import { act, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SiteConfigProvider } from '../site-config.js';
import { Hero } from './hero.js';
import { HomePage } from './home-page.js';

const site = {
  ...defaultSiteConfig,
  productName: 'Our Money Show',
  contactEmail: 'hosts@example.test',
  podcastPlatforms: { ...defaultSiteConfig.podcastPlatforms, spotify: 'https://open.spotify.com/show/1', youtube: 'https://www.youtube.com/@show' },
};

describe(HomePage.name, () => {
  const realFetch = globalThis.fetch;
  // Jest's ESM loader fails to link two dynamic imports of one module graph at once: have the deferred
  // forms' modules linked before a test asks for both.
  beforeAll(async () => {
    await import('../audience/newsletter-band.js');
    await import('../audience/contact-form.js');
  });
  beforeEach(() => {
    // The latest episodes stay loading: this suite is about the page around it.
    globalThis.fetch = jest.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function renderHome(path = '/') {
    return render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={[path]}>
          <SiteConfigProvider site={site}>
            <HomePage />
          </SiteConfigProvider>
        </MemoryRouter>
      </Provider>,
    );
  }

  it('has every section anchor, in order, with the newsletter band last', () => {
    const { container } = renderHome();
    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['home', 'who-we-are', 'episodes', 'workshop', 'about', 'contact', 'newsletter']);
  });

  it('keeps the newsletter and contact forms out of the first render, behind same-named placeholders', () => {
    renderHome();
    expect(screen.getByRole('region', { name: 'Subscribe to Our Newsletter' })).toHaveAttribute('id', 'newsletter');
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Get in Touch' })).not.toBeInTheDocument();
  });

  it.each([
    ['/#newsletter', 'button', 'Subscribe Now'],
    ['/#contact', 'form', 'Get in Touch'],
  ] as const)('loads the form at once on a link to its section (%s)', async (path, role, name) => {
    // The lazy chunk resolves inside act, so React commits the form before the assertion.
    await act(async () => {
      renderHome(path);
    });
    expect(screen.getByRole(role, { name })).toBeInTheDocument();
  });

  it('shows the SPEC copy with one h1', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Building Financial Harmony in Your Marriage');
    expect(screen.getByText('PODCAST SERIES')).toBeInTheDocument();
    expect(screen.getByText('LATEST EPISODES')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Money Conversations That Matter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listen Now' })).toHaveAttribute('href', '/#episodes');
    expect(screen.getByRole('link', { name: 'Join Workshop' })).toHaveAttribute('href', '/#workshop');
    expect(screen.getByRole('link', { name: 'View All Episodes' })).toHaveAttribute('href', '/episodes');
    expect(screen.getByText('Limited to 15 Couples')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn About the Workshop/ })).toHaveAttribute('href', '/workshop');
  });

  it('introduces the hosts from the configuration and links the contact email', () => {
    renderHome();
    const [first, second] = site.hosts.names;
    expect(screen.getByRole('heading', { name: `Meet ${first} & ${second}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hosts@example.test' })).toHaveAttribute('href', 'mailto:hosts@example.test');
  });

  it('lists the podcast platforms the configuration names and the feed, each in a new tab', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Subscribe on your favourite platform' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Spotify', 'https://open.spotify.com/show/1'],
      ['YouTube', 'https://www.youtube.com/@show'],
      ['RSS Feed', '/rss.xml'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe(Hero.name, () => {
  it('renders to static markup for the build-time first screen', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SiteConfigProvider site={site}>
          <Hero />
        </SiteConfigProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Building Financial Harmony in Your Marriage');
    expect(html).toContain('Our Money Show');
  });
});
