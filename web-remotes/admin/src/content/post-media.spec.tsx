import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { post } from '../social/testing.js';
import { pickerRoutes } from '../episode-picker/testing.js';
import { contentStats, mediaRender, videoPodcast } from './testing.js';

const REEL_FAILURE = 'The reel could not be rendered: Decoder (codec svg) not found';
const reelPost = (media = [mediaRender(60, { kind: 'quote_card', status: 'ready', failureReason: null }), mediaRender(61)]) =>
  post(1, { contentType: 'reel', imageUrl: '/media/content/episode-12/run/quote-card.png', videoUrl: '/media/content/episode-12/run/reel.mp4', media });

/** Issue 22: a quote card, reel or video podcast that failed to render says so on its card, and renders again from there. */
describe('a card whose media failed to render', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('shows "Failed" with the reason on the moderation card, no broken clip, and the post’s words and moves', async () => {
    renderAdmin('/admin/social-media', { ...signedIn, 'GET /api/social-media?status=pending_approval': listResponse([reelPost()]) });

    const card = await screen.findByRole('article', { name: 'Instagram Reel Episode 12' });
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).getByText(REEL_FAILURE)).toBeInTheDocument();
    expect(card.querySelector('video')).toBeNull();
    // The still (the quote card) rendered: it is shown in the clip's place.
    expect(within(card).getByRole('img', { name: 'The image of the Instagram reel post for Episode 12' })).toHaveAttribute('src', '/media/content/episode-12/run/quote-card.png');
    expect(card).toHaveTextContent('Money dates work when both of you bring one question. #1');
    expect(within(card).getByRole('button', { name: 'Render again the reel of the Instagram reel post for Episode 12' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
  });

  it('renders it again with POST /api/admin/content-media/{id}/render, says so, and shows the clip once the list says it is ready', async () => {
    const user = userEvent.setup();
    let rendered = false;
    const { requests } = renderAdmin('/admin/social-media', {
      ...signedIn,
      'GET /api/social-media?status=pending_approval': () =>
        listResponse([rendered ? reelPost([mediaRender(60, { kind: 'quote_card', status: 'ready', failureReason: null }), mediaRender(61, { status: 'ready', failureReason: null })]) : reelPost()]),
      'POST /api/admin/content-media/61/render': () => {
        rendered = true;
        return jsonResponse(mediaRender(61, { status: 'rendering', failureReason: null }), 202);
      },
    });
    const card = await screen.findByRole('article', { name: 'Instagram Reel Episode 12' });

    await user.click(within(card).getByRole('button', { name: /^Render again/ }));

    expect(await screen.findByText('The reel is being rendered again.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/admin/content-media/61/render', body: {} });
    await within(card).findByLabelText('The video of the Instagram reel post for Episode 12');
    expect(within(card).queryByText('Failed')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Render again/ })).not.toBeInTheDocument();
  });

  it('says "Error" when the render cannot be asked for, and keeps the reason and the button', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/social-media', {
      ...signedIn,
      'GET /api/social-media?status=pending_approval': listResponse([reelPost()]),
      'POST /api/admin/content-media/61/render': problemResponse(503, 'Content processing is unavailable right now.'),
    });
    const card = await screen.findByRole('article', { name: 'Instagram Reel Episode 12' });

    await user.click(within(card).getByRole('button', { name: /^Render again/ }));

    expect(await screen.findByText('Failed to render the reel again.')).toBeInTheDocument();
    expect(within(card).getByText(REEL_FAILURE)).toBeInTheDocument();
    // The toast can show a render before the request's pending state ends and the button is enabled again.
    await waitFor(() => expect(within(card).getByRole('button', { name: /^Render again/ })).toBeEnabled());
  });

  it('shows a failed video podcast as failed, with its reason and "Render again", instead of "Rendering…"', async () => {
    const user = userEvent.setup();
    const reason = 'The thumbnail could not be rendered: Decoder (codec svg) not found';
    const { requests } = renderAdmin('/admin/content?tab=video&episode=12', {
      ...signedIn,
      ...contentStats,
      ...pickerRoutes([{ id: 12, number: 12, title: 'Money dates that work' }]),
      'GET /api/content/episode/12/video': jsonResponse([videoPodcast(3, { status: 'processing', media: [mediaRender(62, { kind: 'video', failureReason: reason })] })]),
      'POST /api/admin/content-media/62/render': jsonResponse(mediaRender(62, { kind: 'video', status: 'rendering', failureReason: null }), 202),
    });

    const video = await screen.findByRole('article', { name: 'Money dates that work (video)' });
    expect(within(video).getByText('Failed')).toBeInTheDocument();
    expect(within(video).getByText(reason)).toBeInTheDocument();
    expect(within(video).queryByText('Rendering…')).not.toBeInTheDocument();
    await user.click(within(video).getByRole('button', { name: 'Render again the video podcast of the Money dates that work (video)' }));
    expect(await screen.findByText('The video podcast is being rendered again.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/admin/content-media/62/render', body: {} });
  });
});
