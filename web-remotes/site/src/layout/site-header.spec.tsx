import { defaultSiteConfig } from '@harmony/site-config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SiteConfigProvider } from '../site-config.js';
import { SiteHeader } from './site-header.js';

const tree = (
  <MemoryRouter>
    <SiteConfigProvider site={{ ...defaultSiteConfig, productName: 'Our Money Show' }}>
      <SiteHeader />
    </SiteConfigProvider>
  </MemoryRouter>
);

const sections = [
  ['Home', '/#home'],
  ['Who We Are', '/#who-we-are'],
  ['Episodes', '/#episodes'],
  ['Workshop', '/#workshop'],
  ['About', '/#about'],
  ['Contact', '/#contact'],
] as const;

describe(SiteHeader.name, () => {
  it('links the logo home, the sections to their anchors on /, and Subscribe to the newsletter band', () => {
    render(tree);

    expect(screen.getByRole('link', { name: 'Our Money Show' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of sections) expect(within(main).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/#newsletter');
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  });

  it('opens the mobile menu with its toggle and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    render(tree);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    for (const [label, href] of sections) expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);

    await user.click(within(menu).getByRole('link', { name: 'Episodes' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('renders to static markup for the build-time first screen', () => {
    const html = renderToStaticMarkup(tree);
    expect(html).toContain('Our Money Show');
    expect(html).toContain('href="/#episodes"');
    expect(html).toContain('aria-label="Open menu"');
    // The search field works before (and without) JavaScript: a plain GET form to /search?q=.
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form[role="search"]');
    expect([form?.getAttribute('action'), form?.getAttribute('method')]).toEqual(['/search', 'get']);
    expect(form?.querySelector('input[type="search"]')?.getAttribute('name')).toBe('q');
  });

  it('has a search field labelled Search', () => {
    render(tree);
    const form = screen.getByRole('search');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
  });

  it('gives phones a Search icon that opens the search page, and the theme choice inside the menu', async () => {
    const user = userEvent.setup();
    render(tree);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  });
});
