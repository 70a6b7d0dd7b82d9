import { defaultSiteConfig } from '@harmony/site-config';
import { render, screen } from '@testing-library/react';
import { SiteConfigProvider } from '../site-config.js';
import { StatsStrip } from './stats-strip.js';

describe(StatsStrip.name, () => {
  it('shows one card per configured statistic, value and label', () => {
    const stats = [
      { value: '42', label: 'Episodes Released' },
      { value: '4.9★', label: 'Average Rating' },
      { value: '1,200', label: 'Couples Helped' },
    ];
    render(
      <SiteConfigProvider site={{ ...defaultSiteConfig, stats }}>
        <StatsStrip />
      </SiteConfigProvider>,
    );

    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(stats.map(({ label }) => label));
    expect(definitions.map((definition) => definition.textContent)).toEqual(stats.map(({ value }) => value));
  });

  it('carries the SPEC figures by default', () => {
    render(
      <SiteConfigProvider site={defaultSiteConfig}>
        <StatsStrip />
      </SiteConfigProvider>,
    );
    expect(screen.getByText('19+')).toBeInTheDocument();
    expect(screen.getByText('5★')).toBeInTheDocument();
  });
});
