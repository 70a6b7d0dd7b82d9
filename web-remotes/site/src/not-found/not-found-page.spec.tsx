import { defaultSiteConfig } from '@harmony/site-config';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import SiteRoutes from '../routes.js';

describe('the not-found page', () => {
  it('answers any unknown path with the SPEC heading and text', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <SiteRoutes site={defaultSiteConfig} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404 Page Not Found$/);
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Money Together');
    expect(document.title).toBe('404 Page Not Found | Money Together');
  });
});
