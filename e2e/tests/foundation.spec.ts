import { expect, test } from './fixtures.js';

interface EpisodeJson {
  title: string;
  number: number;
}

test('the home page shows the latest episodes served by the API', async ({ page, request, expectNoAxeViolations }) => {
  const remoteRequests: string[] = [];
  page.on('request', (sent) => remoteRequests.push(new URL(sent.url()).pathname));
  // Other journeys publish episodes in parallel: the page and the list are compared until they agree.
  await expect(async () => {
    const latest: EpisodeJson[] = await (await request.get('/api/episodes?limit=3')).json();
    expect(latest).toHaveLength(3);
    await page.goto('/');
    for (const episode of latest) await expect(page.getByRole('link', { name: episode.title, exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  await expect(page).toHaveTitle('Money Together Podcast | Financial Harmony for Couples');
  // The back office is never downloaded by a visitor of the public site.
  expect(remoteRequests.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
  await expectNoAxeViolations(page);
});

test('/admin/login loads the admin remote', async ({ page, expectNoAxeViolations }) => {
  const manifest = page.waitForResponse((response) => response.url().endsWith('/remotes/admin/mf-manifest.json'));
  await page.goto('/admin/login');
  expect((await manifest).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path shows the 404 page, answered 404 and not to be indexed', async ({ page, expectNoAxeViolations }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown API path answers problem+json, not the page', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
});

test('a remote that fails to load shows a friendly message, not a white page', async ({ page }) => {
  await page.route('**/remotes/site/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(/could not be loaded/i);
});
