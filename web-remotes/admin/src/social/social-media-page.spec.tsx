import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach } from '../testing.js';
import { post, posts } from './testing.js';

const cards = async () => screen.findAllByRole('article');
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';

describe('the social media moderation screen', () => {
  restoreFetchAfterEach();

  it('opens on the posts pending approval, each card with its status, platform, kind, episode and age', async () => {
    const { requests } = renderAdmin('/admin/social-media', posts);

    expect(await screen.findByRole('heading', { level: 1, name: 'Social Media' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending Approval' })).toHaveAttribute('aria-selected', 'true');
    const [first, second] = await cards();
    // The episode by its number and title, as the owner knows it (the API's episodeId is the database's: 7).
    expect(first).toHaveAccessibleName('Instagram Image Episode 12');
    expect(within(first).getByText('Yours, Mine and Ours')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('#7');
    expect(within(first).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(first).getByText('3 hours ago')).toBeInTheDocument();
    expect(first).toHaveTextContent('Money dates work when both of you bring one question. #1');
    expect(within(first).getByRole('img', { name: 'The image of the Instagram image post for Episode 12' })).toHaveAttribute('src', '/media/content/12/quote-card-1.png');
    expect(second).toHaveAccessibleName('LinkedIn Text Episode 12');
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Approve Instagram image post for Episode 12' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/social-media?status=pending_approval');
  });

  it('says so when the episode a post is about was deleted', async () => {
    renderAdmin('/admin/social-media', { ...posts, 'GET /api/social-media?status=pending_approval': listResponse([post(1, { episode: null })]) });
    const [card] = await cards();
    expect(card).toHaveAccessibleName('Instagram Image Deleted episode');
    expect(within(card!).getByRole('button', { name: 'Approve Instagram image post for a deleted episode' })).toBeInTheDocument();
  });

  it('asks for the posts of another status when its tab is chosen, keeping the tab in the address', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media', posts);
    await cards();

    await user.click(screen.getByRole('tab', { name: 'Approved' }));

    const [approved] = await screen.findAllByRole('article', { name: /X \(Twitter\)/ });
    expect(within(approved).getByRole('button', { name: /^Publish Now/ })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/social-media?status=approved');
    expect(currentPath()).toBe('/admin/social-media?status=approved');
  });

  it('approves a post with PATCH {status: approved}, says "Status Updated" and reads the list again', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media', { ...posts, 'PATCH /api/social-media/1/status': jsonResponse(post(1, { status: 'approved' })) });
    const [first] = await cards();
    const listReads = () => requests.filter(({ method, url }) => method === 'GET' && url === '/api/social-media?status=pending_approval').length;
    expect(listReads()).toBe(1);

    await user.click(within(first).getByRole('button', { name: /^Approve/ }));

    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PATCH', url: '/api/social-media/1/status', body: { status: 'approved' } });
    await screen.findAllByRole('article');
    expect(listReads()).toBe(2);
  });

  it('says "Error" / "Failed to update post status." when the move fails', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/social-media', { ...posts, 'PATCH /api/social-media/2/status': problemResponse(409, 'The post cannot move', undefined, 'invalid-status-transition') });
    const [, second] = await cards();

    await user.click(within(second).getByRole('button', { name: /^Reject/ }));

    expect(await screen.findByText('Failed to update post status.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
  });

  it('offers Reconsider on a rejected post, moving it back to pending approval', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media?status=rejected', { ...posts, 'PATCH /api/social-media/6/status': jsonResponse(post(6)) });
    const [rejected] = await cards();
    expect(within(rejected).getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/^Reconsider/)]);

    await user.click(within(rejected).getByRole('button', { name: /^Reconsider/ }));

    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PATCH', url: '/api/social-media/6/status', body: { status: 'pending_approval' } });
  });

  // SPEC §4's four moves; Edit text, Schedule, Unschedule and Copy text are beyond it (see social-post-tools.spec).
  it.each([
    ['pending_approval', 'Pending Approval', ['Approve', 'Reject']],
    ['approved', 'Approved', ['Publish Now']],
    ['scheduled', 'Scheduled', []],
    ['published', 'Published', []],
    ['rejected', 'Rejected', ['Reconsider']],
  ])('offers on a %s post exactly the moves of its tab %s: %j', async (status, tab, moves) => {
    renderAdmin(`/admin/social-media?status=${status}`, posts);
    const [card] = await cards();

    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(tab);
    const offered = within(card)
      .queryAllByRole('button')
      .map((button) => button.textContent?.match(/^(Approve|Reject|Publish Now|Reconsider)\b/)?.[1])
      .filter(Boolean);
    expect(offered).toEqual(moves);
  });

  it('shows a reel as a video', async () => {
    renderAdmin('/admin/social-media?status=published', posts);
    const [reel] = await cards();

    expect(reel.querySelector('video source')).toHaveAttribute('src', '/media/reel-5.mp4');
  });

  it('says exactly which status has no posts', async () => {
    renderAdmin('/admin/social-media', { ...posts, 'GET /api/social-media?status=pending_approval': listResponse([]) });

    expect(await screen.findByText('No posts with status "pending_approval" found.')).toBeInTheDocument();
  });

  it('says when the posts cannot be loaded', async () => {
    renderAdmin('/admin/social-media', { ...posts, 'GET /api/social-media?status=pending_approval': problemResponse(500, 'Database unavailable') });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the posts. 500: Database unavailable');
  });
});
