import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FormTestProviders } from '../audience/testing.js';
import DownloadCountingPage from './download-counting-page.js';

describe('DownloadCountingPage', () => {
  it('states the rules as implemented: the window, the minute, bots and probes, the /64', () => {
    render(
      <FormTestProviders>
        <MemoryRouter initialEntries={['/how-we-count-downloads']}>
          <DownloadCountingPage />
        </MemoryRouter>
      </FormTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How we count downloads' })).toBeTruthy();
    expect(within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'One listener, one episode, one day',
      'At least one minute of audio',
      'Bots and probes are left out',
      'Who is a listener, and what we keep',
    ]);
    expect(screen.getByText(/24-hour window/)).toBeTruthy();
    expect(screen.getByText(/two bytes or fewer/)).toBeTruthy();
    expect(screen.getByText(/\(\/64\)/)).toBeTruthy();
    expect(screen.getByText(/monthly random value/)).toBeTruthy();
  });
});
