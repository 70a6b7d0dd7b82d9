import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { startMastodonNetworkServer } from '@harmony/social/network-servers';
import { ownerPassword } from '../owner.js';
import { pcmWav, signInAt, uniqueNumber } from './admin-helpers.js';
import { collectPageProblems, expect, test } from './fixtures.js';

/**
 * Issue 26: the owner connects a Mastodon account pointing at a local Mastodon server, approves a post,
 * presses Publish Now, and the card links to the live post only once the network confirmed it; a scheduled
 * post goes out through the same path at its time; neither is posted twice. The screen passes axe in both
 * themes. The tests share the server and the connected account, so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type MastodonServer = Awaited<ReturnType<typeof startMastodonNetworkServer>>;
let server: MastodonServer | undefined;
const mastodonServer = (): MastodonServer => {
  if (!server) throw new Error('The local Mastodon server did not start.');
  return server;
};

interface StoredPost {
  id: number;
  platform: string;
  contentType: string;
  status: string;
  remoteUrl?: string | null;
  publishError?: string | null;
}

test.beforeAll(async () => {
  // Loaded here rather than at the top: a test entry that cannot be loaded (@harmony/social/testing is
  // TypeScript behind the `source` export condition) then fails these journeys, not the whole run's loading.
  const testing = await import('@harmony/social/network-servers');
  server = await testing.startMastodonNetworkServer();
});

// The journeys share one database: a Mastodon account left connected would have every other journey's
// generation write Mastodon posts too. Whatever happened above, it is disconnected here.
test.afterAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    if ((await api.post('/api/auth/login', { data: { password: ownerPassword } })).ok()) {
      const { accounts } = (await (await api.get('/api/admin/social-accounts')).json()) as { accounts: { id: number; platform: string }[] };
      for (const { id } of accounts.filter(({ platform }) => platform === 'mastodon')) await api.delete(`/api/admin/social-accounts/${id}`);
    }
  } finally {
    await api.dispose();
    await server?.close();
  }
});

/**
 * The status posts the local server received for one post: its requests recorded as it records them
 * (method, path, headers, body), read without assuming their field names, by the path and the
 * idempotency key (`harmony-post-{id}`, CONTRACT-26) they carry.
 */
const statusPostsFor = (postId: number) =>
  mastodonServer().requests.filter((request) => {
    const recorded = JSON.stringify(request);
    return recorded.includes('/api/v1/statuses') && recorded.includes(`harmony-post-${postId}"`) && recorded.includes('POST');
  });

/** The moderation card of one post: the article its heading (id social-post-{id}) names. */
const postCard = (page: Page, postId: number): Locator => page.getByRole('article').filter({ has: page.locator(`[id="social-post-${postId}"]`) });
const statusTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Posts by status' }).getByRole('tab', { name, exact: true });

const postsOf = async (request: APIRequestContext, episodeId: number): Promise<StoredPost[]> => (await (await request.get(`/api/content/episode/${episodeId}/social-media`)).json()) as StoredPost[];
const storedPost = async (request: APIRequestContext, episodeId: number, postId: number): Promise<StoredPost | undefined> => (await postsOf(request, episodeId)).find(({ id }) => id === postId);

/**
 * Two Mastodon posts pending approval for a new (unpublished) episode: generation writes posts for each
 * connected platform (CONTRACT-26 "Publishing flow"). Asked of the writer directly (no media to render);
 * if that gives no Mastodon post, through the whole pipeline, as an upload does.
 */
async function mastodonPosts(page: Page): Promise<{ episodeId: number; posts: StoredPost[] }> {
  const number = uniqueNumber();
  const created = await page.request.post('/api/episodes', { data: { number, title: `Money on the fediverse ${number}`, description: '<p>Budgets, tea and toots.</p>', duration: '0:04' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: episodeId } = (await created.json()) as { id: number };

  const generated = await page.request.post(`/api/social-media/generate/${episodeId}`, { data: { count: 20 } });
  expect(generated.status(), await generated.text()).toBe(201);
  let posts = (await postsOf(page.request, episodeId)).filter(({ platform }) => platform === 'mastodon');
  if (posts.length < 2) {
    const queued = await page.request.post(`/api/content/episode/${episodeId}/process`, { multipart: { audio: { name: 'episode.wav', mimeType: 'audio/wav', buffer: pcmWav({ seconds: 4, toneHz: 440 }) } } });
    expect(queued.status(), await queued.text()).toBe(202);
    const { id: jobId } = (await queued.json()) as { id: string };
    await expect
      .poll(async () => ((await (await page.request.get(`/api/content/jobs/${encodeURIComponent(jobId)}`)).json()) as { state: string }).state, { timeout: 90_000, intervals: [1000] })
      .toBe('completed');
    posts = (await postsOf(page.request, episodeId)).filter(({ platform }) => platform === 'mastodon');
  }
  expect(posts.length, 'Mastodon posts written for the connected account').toBeGreaterThanOrEqual(2);
  // A text post first: the one published now needs no media upload.
  posts.sort((a, b) => Number(b.contentType === 'text') - Number(a.contentType === 'text'));
  return { episodeId, posts };
}

test('the owner connects a Mastodon account on the Social accounts screen', async ({ page, expectNoAxeViolations }) => {
  const problems = collectPageProblems(page);
  await signInAt(page, '/admin/social-accounts');
  await expect(page).toHaveTitle('Social accounts | Admin | Money Together');
  await expect(page.getByRole('heading', { level: 1, name: 'Social accounts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Social accounts' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  // The journeys' server has no X app: the screen says how to set one up instead of offering a broken button.
  await expect(page.getByRole('region', { name: 'X', exact: true })).toContainText('To connect X, register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET.');
  await expect(page.getByRole('link', { name: 'Connect X' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The browser says what is wrong before anything is sent, under the field.
  const form = page.getByRole('form', { name: 'Connect Mastodon' });
  await form.getByRole('button', { name: 'Connect Mastodon' }).click();
  await expect(form.getByText('Enter your Mastodon instance’s address.', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Instance address')).toBeFocused();
  await form.getByLabel('Instance address').fill('http://mastodon.example');
  await form.getByLabel('Access token').fill('e2e-mastodon-token');
  await form.getByRole('button', { name: 'Connect Mastodon' }).click();
  await expect(form.getByText('The address must start with https:// (http:// is accepted only for this machine, for tests).', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The local server is on this machine: http is accepted there. The account is checked with it on save.
  await form.getByLabel('Instance address').fill(mastodonServer().url);
  await form.getByRole('button', { name: 'Connect Mastodon' }).click();
  await expect(page.getByText('Mastodon connected.', { exact: true })).toBeVisible();
  const row = page.getByRole('table', { name: 'Connected accounts' }).getByRole('row').filter({ hasText: 'Mastodon' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Connected', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Disconnect / })).toBeVisible();
  await expect(form.getByLabel('Access token')).toHaveValue('');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('Publish Now reaches Mastodon, and the card links to the live post once the network confirmed it', async ({ page }) => {
  await signInAt(page, '/admin/social-media');
  const { episodeId, posts } = await mastodonPosts(page);
  const postId = posts[0]!.id;

  // Approved on the moderation screen, as the owner does.
  await page.goto('/admin/social-media');
  const pending = postCard(page, postId);
  await pending.getByRole('button', { name: /^Approve/ }).click();
  await expect(pending).toHaveCount(0);

  await statusTab(page, 'Approved').click();
  await expect(page).toHaveURL(/[?&]status=approved/);
  await postCard(page, postId).getByRole('button', { name: /^Publish Now/ }).click();

  // Published only when the network confirmed it: the stored post has the status's address on the local server.
  await expect.poll(async () => (await storedPost(page.request, episodeId, postId))?.status, { timeout: 30_000, intervals: [500] }).toBe('published');
  const published = await storedPost(page.request, episodeId, postId);
  expect(published?.publishError ?? null).toBeNull();
  expect(published?.remoteUrl).toMatch(/^https?:\/\//);

  await statusTab(page, 'Published').click();
  const live = postCard(page, postId).getByRole('link', { name: 'View the live post' });
  await expect(live).toBeVisible();
  await expect(live).toHaveAttribute('href', published!.remoteUrl!);
  // One status, sent with the post's idempotency key.
  expect(statusPostsFor(postId)).toHaveLength(1);
});

test('a scheduled post is published at its time, through the same path', async ({ page }) => {
  await signInAt(page, '/admin/social-media');
  const { episodeId, posts } = await mastodonPosts(page);
  const postId = posts[1]!.id;
  // Seeded through the API: the screen's "Publish at" takes whole minutes, this journey waits seconds.
  expect((await page.request.patch(`/api/social-media/${postId}/status`, { data: { status: 'approved' } })).status()).toBe(200);
  const scheduledFor = new Date(Date.now() + 5_000).toISOString();
  const scheduled = await page.request.patch(`/api/social-media/${postId}/status`, { data: { status: 'scheduled', scheduledFor } });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  expect(statusPostsFor(postId)).toHaveLength(0);

  await expect.poll(async () => (await storedPost(page.request, episodeId, postId))?.status, { timeout: 60_000, intervals: [1000] }).toBe('published');
  const published = await storedPost(page.request, episodeId, postId);
  expect(published?.remoteUrl).toMatch(/^https?:\/\//);
  expect(statusPostsFor(postId)).toHaveLength(1);

  await page.goto('/admin/social-media?status=published');
  await expect(postCard(page, postId).getByRole('link', { name: 'View the live post' })).toHaveAttribute('href', published!.remoteUrl!);
});

test('the Social accounts screen passes axe in the dark theme, and its Disconnect asks first', async ({ page, context, baseURL, expectNoAxeViolations }) => {
  await context.addCookies([{ name: 'harmony-theme', value: 'dark', url: baseURL ?? 'http://127.0.0.1' }]);
  await context.addInitScript(() => localStorage.setItem('harmony-theme', 'dark'));
  const problems = collectPageProblems(page);
  await signInAt(page, '/admin/social-accounts');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const row = page.getByRole('table', { name: 'Connected accounts' }).getByRole('row').filter({ hasText: 'Mastodon' });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Field errors in the dark theme too.
  const form = page.getByRole('form', { name: 'Connect Webhook' });
  await form.getByRole('button', { name: 'Connect Webhook' }).click();
  await expect(form.getByText('Enter the webhook’s address.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Disconnect / }).click();
  const dialog = page.getByRole('dialog', { name: /^Disconnect .+\?$/ });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(page.getByText('Account disconnected', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(problems).toEqual([]);
});
