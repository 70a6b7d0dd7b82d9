import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach } from '../testing.js';
import { post, posts } from './testing.js';

const approvedTab = '/admin/social-media?status=approved';
const mastodon = (changes: Parameters<typeof post>[1] = {}) => post(8, { status: 'approved', platform: 'mastodon', contentType: 'text', imageUrl: null, connected: true, ...changes });
const card = async () => (await screen.findAllByRole('article'))[0]!;

/** Answers each GET of the post in turn (the card's polling), the last one from then on. */
const inTurn = (...answers: ReturnType<typeof mastodon>[]) => {
  let calls = 0;
  return () => jsonResponse(answers[Math.min(calls++, answers.length - 1)]);
};

describe('publishing a post on its network from its card (issue 26)', () => {
  restoreFetchAfterEach();

  it('publishes a connected platform’s post with POST publish, shows "Publishing…" while it polls, then the live post', async () => {
    const user = userEvent.setup();
    const publishing = mastodon({ publishing: true });
    const published = mastodon({ status: 'published', publishedAt: new Date().toISOString(), remoteId: '1129', remoteUrl: 'https://mastodon.example/@harmony/1129' });
    let listed = mastodon();
    const { requests } = renderAdmin(approvedTab, {
      ...posts,
      'GET /api/social-media?status=approved': () => listResponse([listed]),
      'POST /api/social-media/8/publish': () => {
        listed = publishing;
        return jsonResponse(publishing, 202);
      },
      'GET /api/social-media/8': inTurn(publishing, published),
    });
    const first = await card();
    expect(within(first).queryByRole('button', { name: /^Copy text/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /^Publish Now/ }));

    expect(requests).toContainEqual({ method: 'POST', url: '/api/social-media/8/publish', body: undefined });
    expect(await within(await card()).findByRole('status')).toHaveTextContent('Publishing…');
    expect(within(await card()).queryByRole('button', { name: /^Publish Now/ })).not.toBeInTheDocument();
    expect(requests.some(({ method }) => method === 'PATCH')).toBe(false);

    // The next poll (2 s later) finds it out.
    listed = published;
    const link = await screen.findByRole('link', { name: /^View the live post/ }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', 'https://mastodon.example/@harmony/1129');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(requests.filter(({ url }) => url === '/api/social-media/8').length).toBeGreaterThanOrEqual(1);
  }, 15_000);

  it('shows the network’s refusal in an alert with a Retry that publishes again', async () => {
    const user = userEvent.setup();
    const failed = mastodon({ publishError: 'Mastodon refused the post: Text character limit of 500 exceeded' });
    const { requests } = renderAdmin(approvedTab, {
      ...posts,
      'GET /api/social-media?status=approved': listResponse([failed]),
      'POST /api/social-media/8/publish': jsonResponse(mastodon({ publishing: true }), 202),
    });
    const alert = await within(await card()).findByRole('alert');
    expect(alert).toHaveTextContent('Mastodon refused the post: Text character limit of 500 exceeded');

    await user.click(within(alert).getByRole('button', { name: /^Retry/ }));

    await waitFor(() => expect(requests).toContainEqual({ method: 'POST', url: '/api/social-media/8/publish', body: undefined }));
    expect(await screen.findByText('Publishing')).toBeInTheDocument();
  });

  it('says why when the server refuses Publish Now', async () => {
    const user = userEvent.setup();
    renderAdmin(approvedTab, {
      ...posts,
      'GET /api/social-media?status=approved': listResponse([mastodon()]),
      'POST /api/social-media/8/publish': problemResponse(409, 'No mastodon account is connected: connect one in Social accounts, or post it by hand and mark it as published.'),
    });
    await user.click(within(await card()).getByRole('button', { name: /^Publish Now/ }));
    expect(await screen.findByText('No mastodon account is connected: connect one in Social accounts, or post it by hand and mark it as published.')).toBeInTheDocument();
  });

  it('keeps the manual path on a platform with no account: copy, download, and "Mark as published" (PATCH published)', async () => {
    const user = userEvent.setup();
    const linkedin = post(9, { status: 'approved', platform: 'linkedin', connected: false });
    const { requests } = renderAdmin(approvedTab, {
      ...posts,
      'GET /api/social-media?status=approved': listResponse([linkedin]),
      'PATCH /api/social-media/9/status': jsonResponse({ ...linkedin, status: 'published' }),
    });
    const first = await card();
    expect(within(first).getByRole('button', { name: /^Copy text/ })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Download image/ })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Publish Now/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /^Mark as published/ }));

    await waitFor(() => expect(requests).toContainEqual({ method: 'PATCH', url: '/api/social-media/9/status', body: { status: 'published' } }));
    expect(requests.some(({ url }) => url.endsWith('/publish'))).toBe(false);
  });

  it('shows a connection needing reconnecting on a scheduled post, without a Retry it cannot use', async () => {
    renderAdmin('/admin/social-media?status=scheduled', {
      ...posts,
      'GET /api/social-media?status=scheduled': listResponse([mastodon({ status: 'scheduled', scheduledFor: '2026-12-01T09:30:00.000Z', connected: false, publishError: 'Your Mastodon connection needs reconnecting.' })]),
    });
    const alert = await within(await card()).findByRole('alert');
    expect(alert).toHaveTextContent('Your Mastodon connection needs reconnecting.');
    expect(within(alert).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });
});
