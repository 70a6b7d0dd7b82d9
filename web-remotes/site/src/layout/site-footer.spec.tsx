import { jest } from '@jest/globals';
import { defaultSiteConfig, type SiteConfig } from '@harmony/site-config';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteConfigProvider } from '../site-config.js';
import { SiteFooter } from './site-footer.js';

function renderFooter(site: SiteConfig = defaultSiteConfig) {
  render(
    <MemoryRouter>
      <SiteConfigProvider site={site}>
        <SiteFooter />
      </SiteConfigProvider>
    </MemoryRouter>,
  );
}

describe(SiteFooter.name, () => {
  afterEach(() => jest.useRealTimers());

  it('writes the current year and the founding year in the copyright line', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    renderFooter();
    expect(screen.getByText(/^©/)).toHaveTextContent('© 2031 Money Together. All rights reserved — helping couples build financial harmony since 2019.');
  });

  it('links every quick link, resource and legal page somewhere real: no placeholder', () => {
    renderFooter();
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs('Quick Links')).toEqual([
      ['Home', '/#home'],
      ['Episodes', '/#episodes'],
      ['Workshop', '/#workshop'],
      ['About Us', '/#about'],
      ['Contact', '/contact'],
    ]);
    expect(hrefs('Resources')).toEqual([
      ['Blog Articles', '/blog'],
      ['All Episodes', '/episodes'],
    ]);
    expect(hrefs('Legal')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/./);
  });

  it('shows no social profile the configuration does not name', () => {
    renderFooter();
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('links the social profiles the configuration names, in the SPEC order, in new tabs', () => {
    renderFooter({ ...defaultSiteConfig, social: { linkedin: 'https://www.linkedin.com/company/show', twitter: 'https://x.com/show' } });
    const links = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Twitter', 'https://x.com/show'],
      ['LinkedIn', 'https://www.linkedin.com/company/show'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
