import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDayAndTime, toDateTimeLocal } from '../common/index.js';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach } from '../testing.js';
import { pickerRoutes } from '../episode-picker/testing.js';
import { post, posts, textCheckAnswer } from './testing.js';

const cards = async () => screen.findAllByRole('article');
const withTextCheck = { ...posts, 'POST /api/social-media/text-check': textCheckAnswer };
// Issue 26: a post whose platform has no connected account is posted by hand.
const byHand = { ...posts, 'GET /api/social-media?status=approved': listResponse([post(3, { status: 'approved', platform: 'twitter', connected: false })]) };
const inAnHour = () => toDateTimeLocal(new Date(Date.now() + 3600_000).toISOString());

describe('editing the text of a post pending approval', () => {
  restoreFetchAfterEach();

  it('counts the text against its network as the server does, a moment after typing stops, and saves it', async () => {
    const user = userEvent.setup();
    const edited = 'One money date a week. #MoneyTalks #Marriage';
    const { requests } = renderAdmin('/admin/social-media', { ...withTextCheck, 'PATCH /api/social-media/1/content': jsonResponse(post(1, { content: edited })) });
    const [first] = await cards();

    await user.click(within(first).getByRole('button', { name: /^Edit text/ }));
    const field = within(first).getByRole('textbox', { name: 'Post text' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue(post(1).content);
    expect(await within(first).findByText(`${post(1).content.length} / 2200`, { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('hashtags 1 / 30')).toBeInTheDocument();

    const checksBefore = requests.filter(({ url }) => url === '/api/social-media/text-check').length;
    await user.clear(field);
    await user.type(field, edited);
    expect(await within(first).findByText(`${edited.length} / 2200`, { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('hashtags 2 / 30')).toBeInTheDocument();
    // Typed in one go: the settled text is measured, not each keystroke.
    const checks = requests.filter(({ url }) => url === '/api/social-media/text-check').slice(checksBefore);
    expect(checks.length).toBeLessThanOrEqual(2);
    expect(checks.at(-1)?.body).toEqual({ platform: 'instagram', content: edited });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`${edited.length} / 2200 characters`));

    await user.click(within(first).getByRole('button', { name: /^Save/ }));

    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PATCH', url: '/api/social-media/1/content', body: { content: edited } });
    expect(within(first).queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(first).getByRole('button', { name: /^Edit text/ })).toHaveFocus());
  });

  it('marks a text over the limit invalid, says why and keeps Save off', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media', {
      ...withTextCheck,
      'GET /api/social-media?status=pending_approval': listResponse([post(7, { platform: 'twitter', contentType: 'text', imageUrl: null })]),
    });
    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: /^Edit text/ }));
    const field = within(card).getByRole('textbox', { name: 'Post text' });

    await user.clear(field);
    await user.paste('x'.repeat(300));

    const message = 'This network allows 280 characters: this text has 300.';
    expect(await within(card).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(card).getByText('300 / 280', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Save/ })).toBeDisabled();
    expect(within(card).queryByText('hashtags', { exact: false })).not.toBeInTheDocument();

    await user.type(field, '{Backspace>30/}');
    await waitFor(() => expect(within(card).getByRole('button', { name: /^Save/ })).toBeEnabled());
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(requests.some(({ method }) => method === 'PATCH')).toBe(false);
  });

  it("shows the server's refusal of the text beside the field, and Cancel puts the card back", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/social-media', {
      ...withTextCheck,
      'PATCH /api/social-media/1/content': problemResponse(400, 'The text does not fit.', [{ field: 'content', message: 'Instagram allows 30 hashtags: this text has 31.' }]),
    });
    const [first] = await cards();
    await user.click(within(first).getByRole('button', { name: /^Edit text/ }));
    await within(first).findByText('hashtags 1 / 30');

    await user.click(within(first).getByRole('button', { name: /^Save/ }));

    expect(await within(first).findByText('Instagram allows 30 hashtags: this text has 31.')).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'Post text' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
    expect(first).toHaveTextContent(post(1).content);
  });

  it('offers Edit text only while the post is a draft or pending approval', async () => {
    renderAdmin('/admin/social-media?status=approved', posts);
    const [approved] = await cards();

    expect(within(approved).queryByRole('button', { name: /^Edit text/ })).not.toBeInTheDocument();
  });
});

describe('scheduling an approved post', () => {
  restoreFetchAfterEach();

  it('sends the chosen local time as an ISO instant with status scheduled', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media?status=approved', { ...posts, 'PATCH /api/social-media/3/status': jsonResponse(post(3, { status: 'scheduled' })) });
    const [card] = await cards();
    const publishAt = inAnHour();

    fireEvent.change(within(card).getByLabelText('Publish at'), { target: { value: publishAt } });
    await user.click(within(card).getByRole('button', { name: /^Schedule/ }));

    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PATCH', url: '/api/social-media/3/status', body: { status: 'scheduled', scheduledFor: new Date(publishAt).toISOString() } });
  });

  it('asks for a future time before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media?status=approved', posts);
    const [card] = await cards();
    const field = within(card).getByLabelText('Publish at');

    await user.click(within(card).getByRole('button', { name: /^Schedule/ }));
    expect(within(card).getByText('Choose when to publish the post.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '2020-01-01T09:00' } });
    await user.click(within(card).getByRole('button', { name: /^Schedule/ }));
    expect(within(card).getByText('Choose a time in the future.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some(({ method }) => method === 'PATCH')).toBe(false);
  });

  it("shows the server's reason beside the field when it refuses the time", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/social-media?status=approved', {
      ...posts,
      'PATCH /api/social-media/3/status': problemResponse(400, 'scheduledFor must be in the future.', [{ field: 'scheduledFor', message: 'The time must be in the future.' }]),
    });
    const [card] = await cards();

    fireEvent.change(within(card).getByLabelText('Publish at'), { target: { value: inAnHour() } });
    await user.click(within(card).getByRole('button', { name: /^Schedule/ }));

    expect(await within(card).findByText('The time must be in the future.')).toBeInTheDocument();
    expect(screen.getByText('Failed to update post status.')).toBeInTheDocument();
  });

  it('shows when a scheduled post goes out, and Unschedule moves it back to approved', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media?status=scheduled', { ...posts, 'PATCH /api/social-media/4/status': jsonResponse(post(4, { status: 'approved' })) });
    const [card] = await cards();
    expect(card).toHaveTextContent(`Scheduled for ${formatDayAndTime('2026-12-01T09:30:00.000Z')}`);
    expect(within(card).queryByLabelText('Publish at')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Unschedule/ }));

    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PATCH', url: '/api/social-media/4/status', body: { status: 'approved' } });
  });
});

describe('posting by hand', () => {
  restoreFetchAfterEach();

  it('copies the text of an approved post to the clipboard', async () => {
    const user = userEvent.setup();
    // user-event installs a clipboard stub on navigator; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderAdmin('/admin/social-media?status=approved', byHand);
    const [card] = await cards();

    await user.click(within(card).getByRole('button', { name: /^Copy text/ }));

    expect(writeText).toHaveBeenCalledWith(post(3).content);
    expect(await screen.findByText('Text copied')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    renderAdmin('/admin/social-media?status=approved', byHand);
    const [card] = await cards();

    await user.click(within(card).getByRole('button', { name: /^Copy text/ }));

    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('offers a published reel its still and its clip as downloads, and plays the clip on demand', async () => {
    renderAdmin('/admin/social-media?status=published', posts);
    const [reel] = await cards();

    expect(within(reel).getByRole('link', { name: /^Download image/ })).toHaveAttribute('href', '/media/content/12/quote-card-5.png');
    expect(within(reel).getByRole('link', { name: /^Download clip/ })).toHaveAttribute('download');
    expect(within(reel).getByRole('link', { name: /^Download clip/ })).toHaveAttribute('href', '/media/reel-5.mp4');
    const video = within(reel).getByLabelText(/^The video of the/);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/content/12/quote-card-5.png');
  });

  it('offers no hand posting before approval', async () => {
    renderAdmin('/admin/social-media', posts);
    const [first] = await cards();

    expect(within(first).queryByRole('button', { name: /^Copy text/ })).not.toBeInTheDocument();
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('generating more posts', () => {
  restoreFetchAfterEach();
  /** Episode 12 (id 40) chosen with the picker: typed, then Down and Enter. */
  const chooseEpisode12 = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('combobox', { name: 'Episode' }), '12');
    await screen.findByRole('option', { name: 'Episode 12 · Money dates that work' }, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Episode' })).toHaveValue('Episode 12 · Money dates that work');
  };

  it('asks for the count of posts for the episode, says how many came and reads the pending posts again', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media', {
      ...posts,
      ...pickerRoutes(),
      'POST /api/social-media/generate/40': jsonResponse({ posts: [post(21), post(22, { platform: 'twitter' })] }, 201),
    });
    await cards();
    const listReads = () => requests.filter(({ url }) => url === '/api/social-media?status=pending_approval').length;
    expect(screen.getByLabelText('Number of posts')).toHaveValue(4);

    await chooseEpisode12(user);
    await user.clear(screen.getByLabelText('Number of posts'));
    await user.type(screen.getByLabelText('Number of posts'), '2');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Generated 2 posts')).toBeInTheDocument();
    expect(screen.getByText('For Episode 12 · Money dates that work. They are waiting in Pending Approval.')).toBeInTheDocument();
    // The API knows the episode by its id (40).
    expect(requests).toContainEqual({ method: 'POST', url: '/api/social-media/generate/40', body: { count: 2 } });
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('says "Failed to generate social media posts." with the server\'s reason', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/social-media', { ...posts, ...pickerRoutes(), 'POST /api/social-media/generate/40': problemResponse(503, 'The writing service is unavailable.') });
    await cards();

    await chooseEpisode12(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Failed to generate social media posts.')).toBeInTheDocument();
    expect(screen.getByText('503: The writing service is unavailable.')).toBeInTheDocument();
  });

  it('checks the episode and the count (1 to 20) beside the fields before asking', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/social-media', { ...posts, ...pickerRoutes() });
    await cards();
    const count = screen.getByLabelText('Number of posts');

    await user.clear(count);
    await user.type(count, '25');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const picker = screen.getByRole('combobox', { name: 'Episode' });
    expect(picker).toHaveAccessibleDescription('Search by number or title. Choose the episode to write about.');
    expect(picker).toHaveFocus();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose from 1 to 20 posts.')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '0');
    await chooseEpisode12(user);
    expect(picker).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('Choose from 1 to 20 posts.')).toBeInTheDocument();
    expect(requests.some(({ url }) => url.startsWith('/api/social-media/generate'))).toBe(false);
  });
});
