import { defaultSiteConfig } from '@harmony/site-config';
import { render, screen, waitFor, within } from '@testing-library/react';
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

  it('has a search field labelled Search in the bar, and one behind the phone search icon', () => {
    render(tree);
    const fields = screen.getAllByRole('searchbox', { name: 'Search' });
    expect(fields.map((field) => [field.id, field.getAttribute('name')])).toEqual([
      ['site-search', 'q'],
      ['site-search-phone', 'q'],
    ]);
  });

  it('puts the phone search behind a Search icon: a disclosure holding the same GET form, opened with the caret in the field', async () => {
    const user = userEvent.setup();
    const { container } = render(tree);
    const disclosure = container.querySelector('details')!;
    const toggle = disclosure.querySelector('summary')!;
    expect(toggle).toHaveTextContent('Search');
    expect(disclosure.open).toBe(false);
    const form = within(disclosure).getByRole('search', { hidden: true });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/search', 'get']);

    await user.click(toggle);
    expect(disclosure.open).toBe(true);
    const field = within(disclosure).getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(disclosure.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('closes the phone search when the menu opens, and the menu when the search opens', async () => {
    const user = userEvent.setup();
    const { container } = render(tree);
    const disclosure = container.querySelector('details')!;

    await user.click(disclosure.querySelector('summary')!);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(disclosure.open).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(disclosure.querySelector('summary')!);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it('closes the phone search once a search is sent, focus back on its icon', async () => {
    const user = userEvent.setup();
    const { container } = render(tree);
    const disclosure = container.querySelector('details')!;
    await user.click(disclosure.querySelector('summary')!);

    // React records a prevented submit that starts a transition (the router's navigation) as a form
    // action's FormData; the test window's FormData is Node's, which cannot read a jsdom form.
    const nodeFormData = globalThis.FormData;
    globalThis.FormData = class {} as typeof FormData;
    try {
      await user.type(within(disclosure).getByRole('searchbox', { name: 'Search' }), 'budget{Enter}');
    } finally {
      globalThis.FormData = nodeFormData;
    }

    expect(disclosure.open).toBe(false);
    expect(disclosure.querySelector('summary')).toHaveFocus();
  });
});
