import type { Locator, Page } from '@playwright/test';
import { collectPageProblems, expect, test } from './fixtures.js';
import { pcmWav, signInAt, uniqueNumber } from './admin-helpers.js';

// Processing renders a quote card, a reel and a video podcast with ffmpeg on CI's two shared cores.
test.describe.configure({ timeout: 120_000 });
const JOB_TIMEOUT_MS = 60_000;

/** The upload's length: the video podcast lasts as long. */
const AUDIO_SECONDS = 4;
const toneWav = () => pcmWav({ seconds: AUDIO_SECONDS, toneHz: 440 });

interface ContentJob {
  id: string;
  state: string;
  error?: string | null;
  result?: { episodeId: number; blogPostIds: number[]; socialMediaPostIds: number[] } | null;
}

/** The cover of a demo episode: an SVG, as every demo episode's, which the ffmpeg npm ships cannot decode. */
async function demoSvgCover(page: Page): Promise<string> {
  const episodes = (await (await page.request.get('/api/admin/episodes?limit=100')).json()) as { imageUrl: string | null }[];
  const cover = episodes.map(({ imageUrl }) => imageUrl).find((url) => /^\/media\/demo\/.+\.svg$/.test(url ?? ''));
  if (!cover) throw new Error(`No demo episode has an SVG cover: ${JSON.stringify(episodes.map(({ imageUrl }) => imageUrl))}`);
  return cover;
}

/** An episode as these journeys use it: its id for the content API, its number and title for the screens. */
interface CreatedEpisode {
  id: number;
  number: number;
  title: string;
}

/**
 * A new, unpublished episode (visitors never see it) with a demo episode's SVG cover, so every run
 * here renders from an SVG as a run on the demo catalogue does; made with the signed-in page's session.
 */
async function createEpisode(page: Page): Promise<CreatedEpisode> {
  const number = uniqueNumber();
  const data = { number, title: `Talking money on the couch ${number}`, description: '<p>Budgets, tea and honesty.</p>', duration: `0:0${AUDIO_SECONDS}`, imageUrl: await demoSvgCover(page) };
  const response = await page.request.post('/api/episodes', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedEpisode;
}

/** Chooses the episode in the content screen's picker, searching its number, as the owner would. */
async function pickEpisode(page: Page, { number, title }: CreatedEpisode) {
  await page.getByRole('combobox', { name: 'Episode' }).fill(String(number));
  await page.getByRole('option', { name: `Episode ${number} · ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]episode=${number}(&|$)`));
}

/** Uploads the episode's audio through the API and waits for its run to finish: what it made. */
async function processEpisode(page: Page, episodeId: number): Promise<NonNullable<ContentJob['result']>> {
  const queued = await page.request.post(`/api/content/episode/${episodeId}/process`, { multipart: { audio: { name: 'episode.wav', mimeType: 'audio/wav', buffer: toneWav() } } });
  expect(queued.status(), await queued.text()).toBe(202);
  const { id } = (await queued.json()) as ContentJob;
  let finished: ContentJob | undefined;
  await expect
    .poll(
      async () => {
        finished = (await (await page.request.get(`/api/content/jobs/${encodeURIComponent(id)}`)).json()) as ContentJob;
        return finished.state === 'failed' ? `failed: ${finished.error}` : finished.state;
      },
      { timeout: JOB_TIMEOUT_MS, intervals: [500] },
    )
    .toBe('completed');
  if (!finished?.result) throw new Error(`Job ${id} completed without a result`);
  return finished.result;
}

/** The moderation card of one post: the article its heading (id social-post-{id}) names. */
const postCard = (page: Page, postId: number): Locator => page.getByRole('article').filter({ has: page.locator(`[id="social-post-${postId}"]`) });

const statusTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Posts by status' }).getByRole('tab', { name, exact: true });

/** Each move says so in a toast whose description names the new status (several may be on screen). */
async function expectStatusToast(page: Page, status: string) {
  await expect(page.getByText('Status Updated', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`The post is now ${status}.`, { exact: true })).toBeVisible();
}

const noLoading = (page: Page) => expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);

test('an upload shows its progress, then what it generated', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInAt(page, '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
  const episode = await createEpisode(page);

  await pickEpisode(page, episode);
  await page.getByLabel('Audio file').setInputFiles({ name: 'episode.wav', mimeType: 'audio/wav', buffer: toneWav() });
  await page.getByRole('button', { name: 'Upload and process' }).click();

  const processing = page.getByRole('progressbar', { name: 'Processing' });
  await expect(processing).toBeVisible();
  await expect(processing).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText('Content generated successfully', { exact: true })).toBeVisible({ timeout: JOB_TIMEOUT_MS });
  await expect(processing).toHaveCount(0);

  const result = page.getByRole('region', { name: `Content generated for Episode ${episode.number}` });
  await expect(result.getByText(/^\d+ blog posts?$/).first()).toBeVisible();
  await expect(result.getByText('12 social media posts', { exact: true }).first()).toBeVisible();
  await expect(result.getByText('1 video podcast', { exact: true }).first()).toBeVisible();
  // The run's episode is the one the other tabs show.
  await expect(page).toHaveURL(new RegExp(`[?&]episode=${episode.number}(&|$)`));

  await result.getByRole('button', { name: 'View 12 social media posts' }).click();
  await expect(page.getByRole('tab', { name: 'Social Media', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`12 posts for Episode ${episode.number}.`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a pending post is approved, then published', async ({ page }) => {
  await signInAt(page, '/admin/social-media');
  const episode = await createEpisode(page);
  const episodeId = episode.id;
  const [postId] = (await processEpisode(page, episodeId)).socialMediaPostIds;

  await page.goto('/admin/social-media');
  await expect(statusTab(page, 'Pending Approval')).toHaveAttribute('aria-selected', 'true');
  const pending = postCard(page, postId);
  // The episode as the owner knows it: its number and title, not its database id.
  await expect(pending.getByRole('heading', { level: 2 })).toContainText(`Episode ${episode.number}`);
  await expect(pending).toContainText(episode.title);
  await pending.getByRole('button', { name: /^Approve/ }).click();
  await expectStatusToast(page, 'approved');
  await expect(pending).toHaveCount(0);

  await statusTab(page, 'Approved').click();
  await expect(page).toHaveURL(/[?&]status=approved/);
  const approved = postCard(page, postId);
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  // Issue 26: no account is connected for its platform here, so the card offers the manual path's button.
  await approved.getByRole('button', { name: /^Mark as published/ }).click();
  await expectStatusToast(page, 'published');
  await expect(approved).toHaveCount(0);

  await statusTab(page, 'Published').click();
  await expect(postCard(page, postId).getByText('Published', { exact: true })).toBeVisible();
  const stored = await page.request.get(`/api/content/episode/${episodeId}/social-media`);
  expect(((await stored.json()) as { id: number; status: string }[]).find(({ id }) => id === postId)?.status).toBe('published');
});

test('a rejected post can be reconsidered', async ({ page }) => {
  await signInAt(page, '/admin/social-media');
  const episode = await createEpisode(page);
  const postId = (await processEpisode(page, episode.id)).socialMediaPostIds.at(-1) ?? 0;

  await page.goto('/admin/social-media');
  const pending = postCard(page, postId);
  await expect(pending).toContainText(`Episode ${episode.number}`);
  await pending.getByRole('button', { name: /^Reject/ }).click();
  await expectStatusToast(page, 'rejected');
  await expect(pending).toHaveCount(0);

  await statusTab(page, 'Rejected').click();
  const rejected = postCard(page, postId);
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await rejected.getByRole('button', { name: /^Reconsider/ }).click();
  await expectStatusToast(page, 'pending approval');
  await expect(rejected).toHaveCount(0);

  await statusTab(page, 'Pending Approval').click();
  await expect(postCard(page, postId).getByText('Pending Approval', { exact: true })).toBeVisible();
  await expect(postCard(page, postId).getByRole('button', { name: /^Approve/ })).toBeVisible();
});

test('an episode whose cover is an SVG, as every demo episode’s, gets its quote card, reel and video', async ({ page }) => {
  await signInAt(page, '/admin/content');
  const { id: episodeId } = await createEpisode(page);
  const result = await processEpisode(page, episodeId);

  const posts = (await (await page.request.get(`/api/content/episode/${episodeId}/social-media`)).json()) as { id: number; contentType: string; imageUrl: string | null; videoUrl: string | null }[];
  const ofTheRun = posts.filter(({ id }) => result.socialMediaPostIds.includes(id));
  const card = ofTheRun.find(({ contentType }) => contentType === 'image')?.imageUrl;
  const reel = ofTheRun.find(({ contentType }) => contentType === 'reel')?.videoUrl;
  expect(card).toMatch(/\.png$/);
  expect(reel).toMatch(/\.mp4$/);
  const reelResponse = await page.request.get(reel!);
  expect(reelResponse.headers()['content-type']).toMatch(/^video\/mp4/);
  const [video] = (await (await page.request.get(`/api/content/episode/${episodeId}/video`)).json()) as { status: string; videoUrl: string }[];
  expect(video?.status).toBe('ready');
  expect((await page.request.get(video!.videoUrl)).headers()['content-type']).toMatch(/^video\/mp4/);

  // The browser decodes the quote card: a 1080 px square PNG.
  const decoded = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, card!);
  expect(decoded).toEqual([1080, 1080]);
});

test('the video podcast plays in the browser', async ({ page }) => {
  await signInAt(page, '/admin/content');
  const episode = await createEpisode(page);
  await processEpisode(page, episode.id);

  await page.goto(`/admin/content?tab=video&episode=${episode.number}`);
  await expect(page.getByRole('tab', { name: 'Video Podcast', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Episode' })).toHaveValue(`Episode ${episode.number} · ${episode.title}`);
  const video = page.locator('video');
  await expect(video).toHaveCount(1, { timeout: JOB_TIMEOUT_MS });
  await expect(video).toHaveAttribute('src', /\.mp4$/);
  await expect(page.getByRole('link', { name: /^Download video/ })).toHaveAttribute('href', (await video.getAttribute('src')) ?? '');

  // Debian's Chromium decodes H.264 and AAC (its ffmpeg has the proprietary codecs).
  const canPlay = await video.evaluate((element: HTMLVideoElement) => element.canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'));
  expect(canPlay).toBe('probably');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  const { duration, readyState, width } = await video.evaluate((element: HTMLVideoElement) => ({ duration: element.duration, readyState: element.readyState, width: element.videoWidth }));
  expect(readyState).toBeGreaterThanOrEqual(2);
  expect(width).toBeGreaterThan(0);
  expect(duration).toBeGreaterThan(AUDIO_SECONDS - 0.5);
  expect(duration).toBeLessThan(AUDIO_SECONDS + 0.5);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the content screens pass axe with content present (${theme})`, async ({ page, context, baseURL, expectNoAxeViolations }) => {
    await context.addCookies([{ name: 'harmony-theme', value: theme, url: baseURL ?? 'http://127.0.0.1' }]);
    await context.addInitScript((chosen) => localStorage.setItem('harmony-theme', chosen), theme);
    const problems = collectPageProblems(page);
    await signInAt(page, '/admin/content');
    const episode = await createEpisode(page);

    // Through the form, so the upload tab shows what the run made.
    await pickEpisode(page, episode);
    await page.getByLabel('Audio file').setInputFiles({ name: 'episode.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await page.getByRole('button', { name: 'Upload and process' }).click();
    await expect(page.getByRole('region', { name: `Content generated for Episode ${episode.number}` })).toBeVisible({ timeout: JOB_TIMEOUT_MS });
    await noLoading(page);
    await expectNoAxeViolations(page);

    for (const tab of ['Blog Posts', 'Social Media', 'Video Podcast']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await noLoading(page);
      await expectNoAxeViolations(page);
    }

    await page.goto('/admin/social-media');
    // The moderation cards name the episode as the owner knows it: by its number and title.
    await expect(page.getByRole('article').filter({ hasText: new RegExp(`Episode ${episode.number}(?!\\d)`) }).filter({ hasText: episode.title }).first()).toBeVisible();
    await noLoading(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
