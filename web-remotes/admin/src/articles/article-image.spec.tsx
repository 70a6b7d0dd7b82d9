import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, listResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { anArticle } from './testing.js';

const currentPath = () => screen.getByTestId('current-path').textContent;
const preview = { 'POST /api/admin/blog-articles/preview': jsonResponse({ html: '<p>Hello</p>' }) };
const aPhoto = () => new File(['png bytes'], 'photo.png', { type: 'image/png' });

/** Issue 23 item 5: an article's image is uploaded as an episode's cover is, not only named by a URL. */
describe("the article form's image upload", () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  async function fillNewArticle(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Title'), 'Budgeting Together');
    await user.type(screen.getByLabelText('Excerpt'), 'How we budget.');
    await user.type(screen.getByLabelText('Content (markdown)'), 'Hello');
  }

  it('creates the article, then uploads its image, then returns to the list', async () => {
    const user = userEvent.setup();
    const created = anArticle({ id: 9 });
    const { requests } = renderAdmin('/admin/articles/new', {
      ...signedIn,
      ...preview,
      'POST /api/blog-articles': jsonResponse(created, 201),
      'PUT /api/blog-articles/9/image': jsonResponse({ ...created, imageUrl: '/media/articles/9/image-0123456789ab.png' }),
      'GET /api/admin/blog-articles': listResponse([created]),
    });

    await fillNewArticle(user);
    expect(screen.getByLabelText(/^Or upload an image/)).toHaveAccessibleDescription(/JPEG, PNG or WebP, max 5MB/);
    await user.upload(screen.getByLabelText(/^Or upload an image/), aPhoto());
    await user.click(screen.getByRole('button', { name: 'Create article' }));

    expect(await screen.findByText('Article created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/articles'));
    const writes = requests.filter((request) => request.method !== 'GET' && !request.url.endsWith('/preview'));
    expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/blog-articles', 'PUT /api/blog-articles/9/image']);
    expect(writes[1].body).toBe('png bytes');
  });

  it('uploads only the image when nothing else changed on an edit', async () => {
    const user = userEvent.setup();
    const article = anArticle({ imageUrl: '/media/articles/1/image-aaaaaaaaaaaa.png' });
    const { requests } = renderAdmin('/admin/articles/1', {
      ...signedIn,
      ...preview,
      'GET /api/admin/blog-articles/1': jsonResponse(article),
      'PUT /api/blog-articles/1/image': jsonResponse({ ...article, imageUrl: '/media/articles/1/image-bbbbbbbbbbbb.png' }),
      'GET /api/admin/blog-articles': listResponse([article]),
    });

    expect(await screen.findByRole('img', { name: 'Current image' })).toHaveAttribute('src', article.imageUrl);
    await user.upload(screen.getByLabelText(/^Or upload an image/), aPhoto());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/articles'));
    expect(requests.filter((request) => request.method !== 'GET' && !request.url.endsWith('/preview')).map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/blog-articles/1/image']);
  });

  it("says why the server refused the image, and keeps the created article open at its address to retry it", async () => {
    const user = userEvent.setup();
    const created = anArticle({ id: 9 });
    const refusal = "This file's content is PDF (application/pdf), not an article image in an accepted format. Accepted formats: JPEG, PNG or WebP.";
    renderAdmin('/admin/articles/new', {
      ...signedIn,
      ...preview,
      'POST /api/blog-articles': jsonResponse(created, 201),
      'PUT /api/blog-articles/9/image': problemResponse(415, refusal, [{ field: 'imageUrl', message: refusal }], 'unsupported-media-type'),
      'GET /api/admin/blog-articles/9': jsonResponse(created),
    });

    await fillNewArticle(user);
    await user.upload(screen.getByLabelText(/^Or upload an image/), new File(['%PDF'], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Create article' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/articles/9'));
    expect(await screen.findByText('Could not create the article')).toBeInTheDocument();
    expect(screen.getByText(`415: ${refusal}`)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Or upload an image/)).toBeInTheDocument();
  });
});
