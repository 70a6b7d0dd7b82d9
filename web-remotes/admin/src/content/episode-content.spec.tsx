import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { pickerRoutes } from '../episode-picker/testing.js';
import { blogPost, contentStats, socialPost, videoPodcast } from './testing.js';
import { renderingPollMs } from './post-media.js';
import { aNewsletter } from '../newsletters/testing.js';

const currentPath = () => screen.getByTestId('current-path').textContent ?? '';
// Here Episode 12 has the id 12 too (the picker's tests tell the two apart).
const episode12 = {
  ...signedIn,
  ...contentStats,
  ...pickerRoutes([{ id: 12, number: 12, title: 'Money dates that work' }]),
  'GET /api/content/episode/12/blog-posts': jsonResponse([blogPost(7)]),
  'GET /api/content/episode/12/social-media': jsonResponse([socialPost(41), socialPost(42, { platform: 'linkedin', contentType: 'text', imageUrl: null, status: 'approved' })]),
  'GET /api/content/episode/12/video': jsonResponse([videoPodcast(3)]),
  // Only the owner's own newsletter: Episode 12 has no draft unless a test gives it one.
  'GET /api/admin/newsletters': jsonResponse({ items: [aNewsletter({ id: 3 })], total: 1, page: 1, pageSize: 20 }),
};

describe('the content dashboard: an episode’s content', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('asks for an episode first, then shows its blog posts, keeping it in the address', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content?tab=blog', episode12);

    expect(await screen.findByText('No episode chosen yet. Choose one above to see its blog posts.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Episode' }), 'money');
    await user.click(await screen.findByRole('option', { name: 'Episode 12 · Money dates that work' }, { timeout: 5000 }));

    expect(await screen.findByRole('article', { name: 'Money dates that work' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/content?tab=blog&episode=12');
  });

  it('links the newsletter content automation drafted for the episode', async () => {
    const drafted = aNewsletter({ id: 9, subject: 'New episode: Money dates that work', source: 'content-automation', episodeId: 12 });
    // The server narrows the list to the episode (?episodeId=12): what it answers is that episode's.
    const { requests } = renderAdmin('/admin/content?tab=blog&episode=12', { ...episode12, 'GET /api/admin/newsletters': jsonResponse({ items: [drafted], total: 1, page: 1, pageSize: 20 }) });

    const card = await screen.findByRole('region', { name: 'Newsletter draft' });
    expect(await within(card).findByText('New episode: Money dates that work')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the newsletter draft' })).toHaveAttribute('href', '/admin/newsletters/9');
    expect(requests).toContainEqual({ method: 'GET', url: '/api/admin/newsletters?page=1&pageSize=20&episodeId=12', body: undefined });
  });

  it('says when the episode has no newsletter draft yet', async () => {
    renderAdmin('/admin/content?tab=blog&episode=12', episode12);
    const card = await screen.findByRole('region', { name: 'Newsletter draft' });
    expect(await within(card).findByText("No newsletter draft for Episode 12 yet: it is written when the episode's audio is processed.")).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves an edited blog post with PATCH and says so', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content?tab=blog&episode=12', {
      ...episode12,
      'PATCH /api/content/blog-posts/7': jsonResponse(blogPost(7, { title: 'Money dates, weekly' })),
    });
    const post = await screen.findByRole('article', { name: 'Money dates that work' });
    const save = within(post).getByRole('button', { name: /^Save/ });
    expect(save).toBeDisabled();

    await user.clear(within(post).getByRole('textbox', { name: 'Title' }));
    await user.type(within(post).getByRole('textbox', { name: 'Title' }), 'Money dates, weekly');
    expect(within(post).getByRole('button', { name: /^Publish as article/ })).toBeDisabled();
    await user.click(save);

    expect(await screen.findByText('Blog post saved')).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'PATCH',
      url: '/api/content/blog-posts/7',
      body: { title: 'Money dates, weekly', excerpt: blogPost(7).excerpt, content: blogPost(7).content },
    });
  });

  it('shows the server’s field errors beside the fields', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content?tab=blog&episode=12', {
      ...episode12,
      'PATCH /api/content/blog-posts/7': problemResponse(400, 'The blog post is not valid.', [{ field: 'content', message: 'The content needs at least 600 characters.' }]),
    });
    const post = await screen.findByRole('article', { name: 'Money dates that work' });

    await user.type(within(post).getByRole('textbox', { name: 'Content (Markdown)' }), ' More.');
    await user.click(within(post).getByRole('button', { name: /^Save/ }));

    expect(await screen.findByText('Blog post not saved')).toBeInTheDocument();
    expect(within(post).getByRole('textbox', { name: 'Content (Markdown)' })).toHaveAccessibleDescription('The content needs at least 600 characters.');
  });

  it('publishes a blog post as a public article and links to it', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content?tab=blog&episode=12', {
      ...episode12,
      'POST /api/content/blog-posts/7/publish': jsonResponse({ blogPost: blogPost(7, { status: 'published' }), article: { id: 31, slug: 'money-dates-that-work', published: true } }),
    });
    const post = await screen.findByRole('article', { name: 'Money dates that work' });

    await user.click(within(post).getByRole('button', { name: /^Publish as article/ }));

    expect(await screen.findByText('Article published')).toBeInTheDocument();
    expect(screen.getByText('"Money dates that work" is on the blog at /blog/money-dates-that-work.')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'View the article' })).toHaveAttribute('href', '/blog/money-dates-that-work');
    expect(requests).toContainEqual({ method: 'POST', url: '/api/content/blog-posts/7/publish', body: { published: true } });
  });

  it('can make an unpublished article instead', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content?tab=blog&episode=12', {
      ...episode12,
      'POST /api/content/blog-posts/7/publish': jsonResponse({ blogPost: blogPost(7), article: { id: 31, slug: 'money-dates-that-work', published: false } }),
    });
    const post = await screen.findByRole('article', { name: 'Money dates that work' });

    await user.click(within(post).getByRole('checkbox', { name: 'Make it public now' }));
    await user.click(within(post).getByRole('button', { name: /^Publish as article/ }));

    expect(await screen.findByText('Article created')).toBeInTheDocument();
    expect(within(post).queryByRole('link', { name: 'View the article' })).not.toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/content/blog-posts/7/publish', body: { published: false } });
  });

  it('lists the episode’s social media posts', async () => {
    renderAdmin('/admin/content?tab=social&episode=12', episode12);

    const [instagram, linkedin] = await screen.findAllByRole('article');
    expect(instagram).toHaveAccessibleName('Instagram image post');
    expect(within(instagram).getByText('Pending Approval')).toBeInTheDocument();
    expect(instagram).toHaveTextContent('Money dates work when both of you bring one question. #41');
    expect(within(instagram).getByRole('img', { name: 'The image of the Instagram image post' })).toHaveAttribute('src', '/media/content/12/quote-card-41.png');
    expect(linkedin).toHaveAccessibleName('LinkedIn text post');
    expect(within(linkedin).getByText('Approved')).toBeInTheDocument();
    expect(within(linkedin).queryByRole('img')).not.toBeInTheDocument();
  });

  it('plays and offers to download a ready video podcast', async () => {
    renderAdmin('/admin/content?tab=video&episode=12', episode12);

    const video = await screen.findByRole('article', { name: 'Money dates that work (video)' });
    const player = video.querySelector('video');
    expect(player).toHaveAttribute('src', '/media/content/episode-12/run/video-podcast-3.mp4');
    expect(player).toHaveAttribute('poster', '/media/content/episode-12/run/thumbnail-3.jpg');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('Video podcast: Money dates that work (video)');
    const download = within(video).getByRole('link', { name: /^Download video/ });
    expect(download).toHaveAttribute('href', '/media/content/episode-12/run/video-podcast-3.mp4');
    expect(download).toHaveAttribute('download');
  });

  it('says a video is still rendering', async () => {
    renderAdmin('/admin/content?tab=video&episode=12', { ...episode12, 'GET /api/content/episode/12/video': jsonResponse([videoPodcast(3, { status: 'processing' })]) });

    const video = await screen.findByRole('article', { name: 'Money dates that work (video)' });
    expect(within(video).getByText('Rendering…')).toBeInTheDocument();
    expect(video.querySelector('video')).toBeNull();
  });

  it('asks again while a video renders, and offers it once it is ready', async () => {
    const answers = [[videoPodcast(3, { status: 'processing' })], [videoPodcast(3, { status: 'ready' })]];
    const { requests } = renderAdmin('/admin/content?tab=video&episode=12', { ...episode12, 'GET /api/content/episode/12/video': () => jsonResponse(answers.shift() ?? [videoPodcast(3, { status: 'ready' })]) });

    const video = await screen.findByRole('article', { name: 'Money dates that work (video)' });
    expect(within(video).getByText('Rendering…')).toBeInTheDocument();
    expect(await within(video).findByRole('link', { name: /^Download video/ }, { timeout: renderingPollMs + 3000 })).toBeInTheDocument();
    // Ready: it stops asking.
    await new Promise((resolve) => setTimeout(resolve, renderingPollMs + 500));
    expect(requests.filter(({ url }) => url === '/api/content/episode/12/video')).toHaveLength(2);
  }, 3 * renderingPollMs);

  it('says when the content cannot be loaded', async () => {
    renderAdmin('/admin/content?tab=blog&episode=12', { ...episode12, 'GET /api/content/episode/12/blog-posts': problemResponse(500, 'Database unavailable') });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the blog posts. 500: Database unavailable');
  });
});
