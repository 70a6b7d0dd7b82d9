import { jest } from '@jest/globals';
import { defaultSiteConfig } from '@harmony/site-config';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteConfigProvider } from '../site-config.js';
import { SiteFooter } from './site-footer.js';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteConfigProvider site={defaultSiteConfig}>
        <SiteFooter />
      </SiteConfigProvider>
    </MemoryRouter>,
  );
}

const linkNames = (navigation: HTMLElement) => within(navigation).getAllByRole('link').map((link) => link.textContent);

describe(SiteFooter.name, () => {
  afterEach(() => jest.useRealTimers());

  it('writes the current year and the founding year in the copyright line', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    renderFooter();
    expect(screen.getByText(/^©/)).toHaveTextContent('© 2031 Money Together. All rights reserved — helping couples build financial harmony since 2019.');
  });

  it('lists the quick links, resources and legal links', () => {
    renderFooter();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(linkNames(quick)).toEqual(['Home', 'Episodes', 'Workshop', 'About Us', 'Contact']);
    expect(within(quick).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#about');
    expect(linkNames(screen.getByRole('navigation', { name: 'Resources' }))).toEqual([
      'Financial Glossary',
      'Budget Templates',
      'Recommended Books',
      'Financial Calculators',
      'Blog Articles',
    ]);
    expect(linkNames(screen.getByRole('navigation', { name: 'Legal' }))).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Disclaimer']);
  });

  it('links the four social profiles from the configuration in new tabs', () => {
    renderFooter();
    for (const [name, key] of [
      ['Facebook', 'facebook'],
      ['Twitter', 'twitter'],
      ['Instagram', 'instagram'],
      ['LinkedIn', 'linkedin'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', defaultSiteConfig.social[key]);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
