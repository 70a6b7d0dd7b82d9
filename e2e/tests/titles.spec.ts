import type { APIRequestContext, Page } from '@playwright/test';
import { collectPageProblems, expect, test } from './fixtures.js';
import { signIn, signInAt } from './admin-helpers.js';

/**
 * The `<title>` the server wrote into a page's HTML, as a browser reads it (entities decoded). A page
 * showing nothing public answers 404 with its page (web-page.e2e-spec.ts), titled all the same.
 */
async function serverTitle(page: Page, request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect([200, 404], `${path} answers ${response.status()}`).toContain(response.status());
  const html = await response.text();
  return page.evaluate((markup) => new DOMParser().parseFromString(markup, 'text/html').title, html);
}

/** One page of each public kind, with a real episode and article of the demo content. */
async function publicPages(request: APIRequestContext): Promise<readonly string[]> {
  const [episode] = (await (await request.get('/api/episodes?limit=1')).json()) as { id: number }[];
  const [article] = (await (await request.get('/api/blog-articles?limit=1')).json()) as { slug: string }[];
  expect(episode && article, 'the demo content has an episode and an article').toBeTruthy();
  return ['/', '/episodes', `/episode/${episode.id}`, '/blog', `/blog/${article.slug}`, '/search?q=money', '/workshop', '/no-such-page', '/episode/999999'];
}

/**
 * Navigates as the app's own links do: through the router's history, without loading a page (the
 * mark set on `window` would not survive a load).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

const notReloaded = (page: Page) => page.evaluate(() => (window as { titlesJourney?: boolean }).titlesJourney === true);

test('every public page keeps the title the server wrote once the app has started', async ({ page, request }) => {
  const problems = collectPageProblems(page);
  const titles = new Set<string>();
  for (const path of await publicPages(request)) {
    const title = await serverTitle(page, request, path);
    titles.add(title);
    await page.goto(path);
    await expect(page, `the title of ${path}`).toHaveTitle(title);
  }
  // Each kind has a title of its own (the missing page and the missing episode share one).
  expect(titles.size).toBe(8);
  expect(titles).toContain('404 Page Not Found | Money Together');
  // Titles are set beside the markup, never in it: the hydrating render still matches the server's.
  expect(problems.filter((problem) => problem.includes('prerendered page differed'))).toEqual([]);
});

test('a client-side navigation sets the title the server writes for the page it shows', async ({ page, request }) => {
  const pages = await publicPages(request);
  await page.goto('/workshop');
  await page.evaluate(() => Object.assign(window, { titlesJourney: true }));

  for (const path of [...pages, '/workshop']) {
    const title = await serverTitle(page, request, path);
    await navigateInApp(page, path);
    await expect(page, `the title after navigating to ${path}`).toHaveTitle(title);
  }
  expect(await notReloaded(page)).toBe(true);
});

test('following the site’s links titles each page: home, all episodes, one episode', async ({ page, request }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { titlesJourney: true }));
  await expect(page).toHaveTitle('Money Together Podcast | Financial Harmony for Couples');

  await page.getByRole('link', { name: 'View All Episodes' }).click();
  await expect(page).toHaveURL(/\/episodes$/);
  await expect(page).toHaveTitle('Episodes | Money Together Podcast');

  const firstEpisode = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const episodeTitle = (await firstEpisode.textContent())?.trim() ?? '';
  await firstEpisode.click();
  await expect(page).toHaveURL(/\/episode\/\d+$/);
  await expect(page).toHaveTitle(`${episodeTitle} | Money Together Podcast`);
  expect(await serverTitle(page, request, new URL(page.url()).pathname)).toBe(`${episodeTitle} | Money Together Podcast`);
  expect(await notReloaded(page)).toBe(true);
});

const adminScreens = [
  ['/admin', 'Analytics Dashboard'],
  ['/admin/content', 'Content Management'],
  ['/admin/social-media', 'Social Media'],
  ['/admin/episodes', 'Episodes'],
  ['/admin/articles', 'Articles'],
  ['/admin/audience', 'Audience'],
  ['/admin/email', 'Email'],
] as const;

test('every admin screen has its own title, from the server and on navigation', async ({ page, request }) => {
  test.slow();
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Login | Admin | Money Together');
  expect(await serverTitle(page, request, '/admin/login')).toBe('Login | Admin | Money Together');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);

  for (const [path, name] of adminScreens) {
    const title = `${name} | Admin | Money Together`;
    expect(await serverTitle(page, request, path)).toBe(title);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }

  // Through the navigation, without a load.
  await page.evaluate(() => Object.assign(window, { titlesJourney: true }));
  for (const [path, name] of adminScreens) {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page).toHaveTitle(`${name} | Admin | Money Together`);
  }
  expect(await notReloaded(page)).toBe(true);

  await page.goto('/admin/no-such-screen');
  await expect(page).toHaveTitle('404 Page Not Found | Admin | Money Together');
});

test('/admin is the analytics dashboard, where a sign-in with nowhere to return lands', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/admin/login');
  await signIn(page);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Visits')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a guarded screen visited signed out is where the sign-in lands', async ({ page, expectNoAxeViolations }) => {
  await signInAt(page, '/admin/episodes');

  await expect(page).toHaveURL(/\/admin\/episodes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Episodes' })).toBeVisible();
  await expect(page).toHaveTitle('Episodes | Admin | Money Together');

  // The way back survives a reload of the login, in its address.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/articles?q=budget');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Farticles%3Fq%3Dbudget$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/articles\?q=budget$/);
});

for (const next of ['https://evil.example/admin', '//evil.example/admin', '/\\evil.example/admin']) {
  test(`a login asked to go to ${next} lands on /admin instead`, async ({ page }) => {
    await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
    await signIn(page);

    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  });
}
