import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDirectory, PRIVATE_CACHE_CONTROL, uploadsDirectory } from '@harmony/platform';
import { pdfSample, pngSample, requestHoldingBody, webpSample } from '@harmony/platform/testing';
import { useOwner, useTestApp } from './test-app.js';

let sequence = 0;
/** A valid new article, its title (and so its slug) unique in this suite. */
const anArticle = () => {
  sequence += 1;
  return { title: `Illustrated Article ${sequence}`, excerpt: 'With a picture.', content: `# Part ${sequence}\n\nWorth a thousand words.` };
};

/** An article's image uploaded as an episode's cover is (issue 23 item 5): sniffed, limited, stored among the media. */
describe('the article image upload', () => {
  const { app, http } = useTestApp();
  const owner = useOwner(http);
  const create = async (): Promise<{ id: number; slug: string }> => (await owner.post('/api/blog-articles').send(anArticle()).expect(201)).body;
  const upload = (id: number, bytes: Buffer, type: string) => owner.put(`/api/blog-articles/${id}/image`).set('Content-Type', type).send(bytes);
  const imageOf = async (id: number) => (await owner.get(`/api/admin/blog-articles/${id}`).expect(200)).body.imageUrl;

  /** Nothing left of refused uploads: no temporary file, no partial file among the media. */
  const leftovers = async () => {
    const temporary = await readdir(uploadsDirectory(app().config)).catch(() => []);
    const partial = (await readdir(mediaDirectory(app().config), { recursive: true })).filter((name) => String(name).endsWith('.partial'));
    return [...temporary, ...partial];
  };

  it('answers 401 without the session, before reading the body', async () => {
    expect((await http().put('/api/blog-articles/1/image').set('Content-Type', 'image/png').send(pngSample()).expect(401)).body).toMatchObject({ code: 'not-signed-in' });
  });

  it('stores an image sniffed from its bytes, names it as the article image, and the public article shows it', async () => {
    const article = await create();
    const response = await upload(article.id, pngSample(), 'application/octet-stream').expect(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.body).toMatchObject({ id: article.id, imageUrl: expect.stringMatching(new RegExp(`^/media/articles/${article.id}/image-[0-9a-f]{12}\\.png$`)) });
    expect(await readFile(path.join(mediaDirectory(app().config), response.body.imageUrl.replace('/media/', '')))).toEqual(pngSample());
    expect((await http().get(`/api/blog-articles/${article.slug}`).expect(200)).body.imageUrl).toBe(response.body.imageUrl);
    expect((await http().get(response.body.imageUrl).expect(200)).headers['content-type']).toBe('image/png');

    // A multipart form, its file in the imageUrl field, replaces it.
    const replaced = await owner.put(`/api/blog-articles/${article.id}/image`).attach('imageUrl', webpSample(), { filename: 'photo.png', contentType: 'image/png' }).expect(200);
    expect(replaced.body.imageUrl).toMatch(/\.webp$/);
  });

  it('refuses a file that is not an image with 415 naming the accepted formats, keeping the image before', async () => {
    const article = await create();
    const before = (await upload(article.id, pngSample(), 'image/png').expect(200)).body.imageUrl;
    const response = await upload(article.id, pdfSample(), 'image/png').expect(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const detail = "This file's content is PDF (application/pdf), not an article image in an accepted format. Accepted formats: JPEG, PNG or WebP.";
    expect(response.body).toMatchObject({ status: 415, code: 'unsupported-media-type', detail, errors: [{ field: 'imageUrl', message: detail }] });
    expect(await imageOf(article.id)).toBe(before);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses an empty upload with 400', async () => {
    const article = await create();
    expect((await upload(article.id, Buffer.alloc(0), 'image/png').expect(400)).body).toMatchObject({ code: 'empty-upload', errors: [{ field: 'imageUrl' }] });
    expect(await imageOf(article.id)).toBeNull();
  });

  it('refuses an image over 5 MB with 413 before reading its body, and an unknown article with 404', async () => {
    const article = await create();
    const openRequest = (target: string, length: number) => requestHoldingBody(app().app.getHttpServer(), 'PUT', target, { Cookie: owner.cookie(), 'Content-Type': 'image/png', 'Content-Length': length });

    const large = await openRequest(`/api/blog-articles/${article.id}/image`, 5 * 1024 * 1024 + 1);
    const tooLarge = await large.answered; // no byte of the body was sent
    large.call.destroy();
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'upload-too-large', detail: 'The article image is larger than the 5 MB allowed.', errors: [{ field: 'imageUrl' }] } });

    const unknown = await openRequest('/api/blog-articles/999999/image', 10_000);
    const missing = await unknown.answered;
    unknown.call.destroy();
    expect(missing).toMatchObject({ status: 404, body: { code: 'article-not-found' } });
    expect(await imageOf(article.id)).toBeNull();
    expect(await leftovers()).toEqual([]);
  });
});
