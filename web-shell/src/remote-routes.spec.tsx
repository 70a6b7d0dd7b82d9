import { defaultSiteConfig } from '@harmony/site-config';
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { RemoteName, RemoteRoutesModule } from '@harmony/mf-config/remotes';
import { App } from './app.js';
import { createRemoteRoutes, remoteLoadErrorMessage, type RoutesLoader } from './remote-routes.js';

const site = defaultSiteConfig;

const fakeRemote = (remote: RemoteName): RemoteRoutesModule => ({
  default: ({ site: config }) => (
    <main>
      <h1>
        {remote} remote for {config.productName}
      </h1>
    </main>
  ),
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, load: RoutesLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App site={site} RemoteRoutes={createRemoteRoutes(load)} />
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('the shell routing and remote loading', () => {
  beforeEach(() => {
    // React and the boundary log the (expected) load failures.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads only the site remote for public paths, and hands it the site configuration', async () => {
    const load = jest.fn<RoutesLoader>(async (remote) => fakeRemote(remote));

    renderAt('/episodes', load);

    expect(await screen.findByRole('heading', { name: 'site remote for Money Together' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['site']]);
  });

  it('loads the admin remote for /admin paths', async () => {
    const load = jest.fn<RoutesLoader>(async (remote) => fakeRemote(remote));

    renderAt('/admin/login', load);

    expect(await screen.findByRole('heading', { name: 'admin remote for Money Together' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['admin']]);
  });

  it('shows a friendly message with a Reload button when a remote fails to load', async () => {
    const load = jest.fn<RoutesLoader>(async () => {
      throw new Error('[ Federation Runtime ]: Failed to get manifest.');
    });

    renderAt('/', load);

    expect(await screen.findByRole('alert')).toHaveTextContent(remoteLoadErrorMessage);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('treats a remote without a routes component as a failed load', async () => {
    const load = jest.fn<RoutesLoader>(async () => ({}) as RemoteRoutesModule);

    renderAt('/', load);

    expect(await screen.findByRole('alert')).toHaveTextContent(remoteLoadErrorMessage);
  });

  it.each(['/podcast-manager-access', '/Podcast-Manager-Access/', '/PODCAST-MANAGER-ACCESS'])('redirects %s to /admin/login', async (path) => {
    const load = jest.fn<RoutesLoader>(async (remote) => fakeRemote(remote));

    renderAt(path, load);

    expect(await screen.findByRole('heading', { name: 'admin remote for Money Together' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin/login');
    expect(load.mock.calls).toEqual([['admin']]);
  });

  it.each(['/ADMIN/login', '/Admin/Login/', '/admin/'])('matches %s case-insensitively, trailing slash allowed', async (path) => {
    const load = jest.fn<RoutesLoader>(async (remote) => fakeRemote(remote));

    renderAt(path, load);

    expect(await screen.findByRole('heading', { name: 'admin remote for Money Together' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['admin']]);
  });
});
