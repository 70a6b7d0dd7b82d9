import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { jsonResponse, SiteTestProviders } from '../episodes/testing.js';
import LegalPage from './legal-page.js';

describe('LegalPage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const renderPage = (kind: 'privacy' | 'terms') =>
    render(
      <SiteTestProviders>
        <MemoryRouter initialEntries={[`/${kind}`]}>
          <LegalPage kind={kind} />
        </MemoryRouter>
      </SiteTestProviders>,
    );

  it('shows the page under its name and title, with the HTML the API rendered and the date the owner saved it', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () =>
      jsonResponse({ kind: 'privacy', title: 'Privacy Policy', contentHtml: '<h2>In short</h2><p>No <strong>tracking</strong> cookies.</p>', updatedAt: '2026-11-20T09:00:00.000Z' }),
    );
    globalThis.fetch = fetchMock;
    renderPage('privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'In short' })).toBeInTheDocument();
    expect(screen.getByText('tracking').tagName).toBe('STRONG');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 20 November 2026');
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).pathname).toBe('/api/legal-pages/privacy');
    expect(document.title).toBe('Privacy Policy | Money Together');
  });

  it('says so when the page cannot be read', async () => {
    globalThis.fetch = jest.fn<typeof fetch>(async () => jsonResponse({ status: 500, title: 'Internal Server Error' }, 500));
    renderPage('terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the Terms of Service. Please try again later.')).toBeInTheDocument();
  });
});
