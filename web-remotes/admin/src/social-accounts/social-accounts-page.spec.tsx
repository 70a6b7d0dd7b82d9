import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { accountsResponse, aSocialAccount, withXConfigured } from './testing.js';

const connected = aSocialAccount();
const expiring = aSocialAccount({
  id: 2,
  platform: 'linkedin',
  displayName: 'Sam Rivers',
  profileUrl: 'https://www.linkedin.com/in/sam-rivers',
  maxCharacters: 3000,
  state: 'expiring',
  expiresAt: '2026-12-01T12:00:00.000Z',
  expiresInDays: 5,
});
const broken = aSocialAccount({
  id: 3,
  platform: 'twitter',
  displayName: '@harmonypod',
  profileUrl: 'https://x.com/harmonypod',
  maxCharacters: 280,
  state: 'needs_reconnect',
  lastError: 'X refused the token: it was revoked.',
});
const routes = { ...signedIn, 'GET /api/admin/social-accounts': jsonResponse(accountsResponse([connected, expiring, broken])) };
const posts = <T extends { method: string; url: string }>(requests: T[]) => requests.filter(({ method, url }) => method === 'POST' && url === '/api/admin/social-accounts');

describe('the social accounts screen', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('is in the navigation after Social Media and lists each account with its network, its profile and its state', async () => {
    renderAdmin('/admin/social-accounts', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Social accounts' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels.indexOf('Social accounts')).toBe(labels.indexOf('Social Media') + 1);
    expect(within(nav).getByRole('link', { name: 'Social accounts' })).toHaveAttribute('aria-current', 'page');

    const table = await screen.findByRole('table', { name: 'Connected accounts' });
    const [, mastodonRow, linkedinRow, xRow] = within(table).getAllByRole('row');
    expect(within(mastodonRow!).getByRole('link', { name: /^@harmony@mastodon\.social/ })).toHaveAttribute('href', 'https://mastodon.social/@harmony');
    expect(mastodonRow).toHaveTextContent('Mastodon');
    expect(within(mastodonRow!).getByText('Connected')).toBeInTheDocument();
    expect(linkedinRow).toHaveTextContent('LinkedIn');
    expect(within(linkedinRow!).getByText('Expires in 5 days')).toBeInTheDocument();
    expect(within(xRow!).getByText('Needs reconnecting')).toBeInTheDocument();
    expect(xRow).toHaveTextContent('X refused the token: it was revoked.');
    // No X app on this server: no Reconnect that could only fail.
    expect(within(xRow!).queryByRole('link', { name: /^Reconnect/ })).not.toBeInTheDocument();
    for (const row of [mastodonRow!, linkedinRow!, xRow!]) expect(within(row).getByRole('button', { name: /^Disconnect / })).toBeInTheDocument();
  });

  it('says when no account is connected yet', async () => {
    renderAdmin('/admin/social-accounts', { ...routes, 'GET /api/admin/social-accounts': jsonResponse(accountsResponse([])) });
    expect(await screen.findByText(/^No accounts connected yet/)).toBeInTheDocument();
  });

  it('shows why the accounts could not be loaded', async () => {
    renderAdmin('/admin/social-accounts', { ...routes, 'GET /api/admin/social-accounts': problemResponse(500, 'Database unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the social accounts. 500: Database unavailable');
  });

  it('says what is missing in the Mastodon form under its fields, before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-accounts', routes);
    const form = await screen.findByRole('form', { name: 'Connect Mastodon' });
    await user.click(within(form).getByRole('button', { name: 'Connect Mastodon' }));

    const address = within(form).getByLabelText('Instance address');
    expect(await within(form).findByText('Enter your Mastodon instance’s address.')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription('Enter your Mastodon instance’s address.');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(within(form).getByLabelText('Access token')).toHaveAccessibleDescription('Enter the access token.');

    await user.type(address, 'http://mastodon.example');
    await user.type(within(form).getByLabelText('Access token'), 'token-123');
    await user.click(within(form).getByRole('button', { name: 'Connect Mastodon' }));
    expect(await within(form).findByText('The address must start with https:// (http:// is accepted only for this machine, for tests).')).toBeInTheDocument();
    expect(within(form).queryByText('Enter the access token.')).not.toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it('shows the network’s refusal in an alert, and a field the server names under that field', async () => {
    const user = userEvent.setup();
    let answer = problemResponse(400, 'Mastodon did not accept the access token: The access token is invalid', undefined, 'network-refused');
    const { requests } = renderAdmin('/admin/social-accounts', { ...routes, 'POST /api/admin/social-accounts': () => answer });
    const form = await screen.findByRole('form', { name: 'Connect Mastodon' });
    await user.type(within(form).getByLabelText('Instance address'), ' https://mastodon.social ');
    await user.type(within(form).getByLabelText('Access token'), 'wrong-token');
    await user.click(within(form).getByRole('button', { name: 'Connect Mastodon' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Mastodon did not accept the access token: The access token is invalid$/);
    expect(posts(requests).map(({ body }) => body)).toEqual([{ platform: 'mastodon', instanceUrl: 'https://mastodon.social', accessToken: 'wrong-token' }]);
    // Nothing lost: the owner corrects the token and tries again.
    expect(within(form).getByLabelText('Access token')).toHaveValue('wrong-token');

    answer = problemResponse(400, 'instanceUrl: no Mastodon server answers at this address.', [{ field: 'instanceUrl', message: 'No Mastodon server answers at this address.' }]);
    await user.click(within(form).getByRole('button', { name: 'Connect Mastodon' }));
    await waitFor(() => expect(within(form).getByLabelText('Instance address')).toHaveAccessibleDescription('No Mastodon server answers at this address.'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('connects a Mastodon account and lists it', async () => {
    const user = userEvent.setup();
    let accounts = [expiring];
    const { requests } = renderAdmin('/admin/social-accounts', {
      ...routes,
      'GET /api/admin/social-accounts': () => jsonResponse(accountsResponse(accounts)),
      'POST /api/admin/social-accounts': () => {
        accounts = [connected, expiring];
        return jsonResponse(connected, 201);
      },
    });
    const form = await screen.findByRole('form', { name: 'Connect Mastodon' });
    await user.type(within(form).getByLabelText('Instance address'), 'https://mastodon.social');
    await user.type(within(form).getByLabelText('Access token'), 'good-token');
    await user.click(within(form).getByRole('button', { name: 'Connect Mastodon' }));

    expect(await screen.findByText('Mastodon connected.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Connected accounts' });
    expect(await within(table).findByRole('link', { name: /^@harmony@mastodon\.social/ })).toBeInTheDocument();
    expect(within(form).getByLabelText('Access token')).toHaveValue('');
    expect(posts(requests)).toHaveLength(1);
  });

  it('checks the webhook’s secret length and sends Bluesky’s default service', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-accounts', { ...routes, 'POST /api/admin/social-accounts': jsonResponse(aSocialAccount({ id: 9, platform: 'bluesky', displayName: '@sam.bsky.social' }), 201) });
    const webhook = await screen.findByRole('form', { name: 'Connect Webhook' });
    await user.type(within(webhook).getByLabelText('Webhook address'), 'https://hooks.example.com/harmony');
    await user.type(within(webhook).getByLabelText('Signing secret'), 'too-short');
    await user.click(within(webhook).getByRole('button', { name: 'Connect Webhook' }));
    expect(await within(webhook).findByText('The signing secret must be at least 16 characters.')).toBeInTheDocument();

    const bluesky = screen.getByRole('form', { name: 'Connect Bluesky' });
    expect(within(bluesky).getByLabelText('Service')).toHaveValue('https://bsky.social');
    await user.type(within(bluesky).getByLabelText('Handle'), '@sam.bsky.social');
    await user.type(within(bluesky).getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await user.click(within(bluesky).getByRole('button', { name: 'Connect Bluesky' }));
    expect(await screen.findByText('Bluesky connected.')).toBeInTheDocument();
    expect(posts(requests).map(({ body }) => body)).toEqual([{ platform: 'bluesky', service: 'https://bsky.social', handle: 'sam.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' }]);
  });

  it('says how to set up an OAuth network whose app is not configured, with no link to follow', async () => {
    renderAdmin('/admin/social-accounts', routes);
    const x = await screen.findByRole('region', { name: 'X' });
    expect(x).toHaveTextContent('To connect X, register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET.');
    expect(within(x).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect X' })).not.toBeInTheDocument();
  });

  it('links an OAuth network with its app configured to its sign-in, and offers Reconnect on its broken account', async () => {
    renderAdmin('/admin/social-accounts', { ...routes, 'GET /api/admin/social-accounts': jsonResponse(accountsResponse([connected, broken], withXConfigured())) });
    expect(await screen.findByRole('link', { name: 'Connect X' })).toHaveAttribute('href', '/api/admin/social-accounts/twitter/connect');
    expect(within(screen.getByRole('region', { name: 'X' })).queryByText(/register an app/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconnect @harmonypod' })).toHaveAttribute('href', '/api/admin/social-accounts/twitter/connect');
    // A form network reconnects through its form: no Reconnect link on a working Mastodon account.
    expect(screen.queryByRole('link', { name: /^Reconnect @harmony@/ })).not.toBeInTheDocument();
  });

  it('disconnects an account only after the confirmation', async () => {
    const user = userEvent.setup();
    let accounts = [connected, expiring];
    const { requests } = renderAdmin('/admin/social-accounts', {
      ...routes,
      'GET /api/admin/social-accounts': () => jsonResponse(accountsResponse(accounts)),
      'DELETE /api/admin/social-accounts/1': () => {
        accounts = [expiring];
        return new Response(null, { status: 204 });
      },
    });
    const deletes = () => requests.filter(({ method }) => method === 'DELETE');
    await user.click(await screen.findByRole('button', { name: 'Disconnect @harmony@mastodon.social' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect @harmony@mastodon.social?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disconnect @harmony@mastodon.social' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect @harmony@mastodon.social?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Account disconnected')).toBeInTheDocument();
    expect(deletes()).toEqual([{ method: 'DELETE', url: '/api/admin/social-accounts/1', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: /^@harmony@mastodon\.social/ })).not.toBeInTheDocument());
  });

  it('says which network the owner came back connected from', async () => {
    renderAdmin('/admin/social-accounts?connected=twitter', routes);
    expect(await screen.findByText('X connected.')).toHaveAttribute('role', 'status');
  });

  it('shows why the network’s sign-in did not connect, and clears it when dismissed', async () => {
    const user = userEvent.setup();
    renderAdmin(`/admin/social-accounts?error=${encodeURIComponent('You did not allow Harmony to post on X.')}`, routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You did not allow Harmony to post on X\.$/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('You did not allow Harmony to post on X.')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/social-accounts$/);
  });
});
