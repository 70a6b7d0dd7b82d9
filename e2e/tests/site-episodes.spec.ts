import type { Page } from '@playwright/test';
import { collectPageProblems, expect, test } from './fixtures.js';

interface EpisodeJson {
  id: number;
  number: number;
  title: string;
}

const episodesOf = async (page: Page): Promise<EpisodeJson[]> => (await page.request.get('/api/episodes')).json();

/** helper A's ThemeProvider reads this key before the first paint. */
const useDarkTheme = (page: Page) => page.addInitScript(() => window.localStorage.setItem('harmony-theme', 'dark'));

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('"View All Episodes" leads to the list with the count the API gives', async ({ page }) => {
  const episodes = await episodesOf(page);
  expect(episodes.length).toBeGreaterThan(1);

  await page.goto('/');
  await page.getByRole('link', { name: 'View All Episodes' }).click();

  await expect(page).toHaveURL(/\/episodes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible();
  await expect(page.getByText(`Showing ${episodes.length} episodes`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(episodes.length);
  for (const audio of await page.locator('audio').all()) await expect(audio).toHaveAttribute('preload', 'none');
});

test('/EPISODES/ is the episodes list too', async ({ page }) => {
  await page.goto('/EPISODES/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ episodes?$/)).toBeVisible();
});

test('an episode page shows the episode and up to 3 other episodes', async ({ page }) => {
  const episodes = await episodesOf(page);
  const episode = episodes[0];

  await page.goto(`/episode/${episode.id}`);

  const article = page.getByRole('article', { name: episode.title });
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(article.getByText(`Episode ${episode.number}`, { exact: true })).toBeVisible();
  await expect(article.locator('audio')).toHaveAttribute('preload', 'none');
  await expect(article.getByRole('link', { name: /^Download/ })).toHaveAttribute('download', `${episode.title}.mp3`);
  // The platform the e2e server names (playwright.config.ts: Spotify), then the site's feed.
  await expect(article.getByRole('list', { name: 'Podcast platforms' }).getByRole('link')).toHaveCount(2);

  const suggestions = page.getByRole('region', { name: 'You might also like' }).getByRole('article');
  await expect(suggestions).toHaveCount(Math.min(3, episodes.length - 1));
  const titles = await suggestions.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles).not.toContain(episode.title);
  expect(new Set(titles).size).toBe(titles.length);

  // A suggestion opens that episode.
  await suggestions.first().getByRole('link', { name: titles[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
});

test("an episode page shows its markdown description's emphasis and list, formatted", async ({ page, expectNoAxeViolations }) => {
  // Demo episode 1's description is markdown: "… a monthly **money date** — …" and three "- " bullets.
  const episode = (await episodesOf(page)).find(({ number }) => number === 1)!;
  await page.goto(`/episode/${episode.id}`);

  const description = page.getByTestId('episode-description');
  await expect(description.locator('strong')).toHaveText('money date');
  await expect(description.locator('ul > li')).toHaveCount(3);
  await expect(description).not.toContainText('**');
  // A list shows its bullets (Tailwind's preflight takes them away unless the description's look puts them back).
  expect(await description.locator('ul').evaluate((list) => getComputedStyle(list).listStyleType)).toBe('disc');
  expect(Number.parseInt(await description.locator('strong').evaluate((bold) => getComputedStyle(bold).fontWeight), 10)).toBeGreaterThanOrEqual(600);
  await expectNoAxeViolations(page);
});

test('the back button returns to the episodes section of the home page', async ({ page }) => {
  const [episode] = await episodesOf(page);
  await page.goto(`/episode/${episode.id}`);
  await page.getByRole('link', { name: 'Back to Episodes' }).click();
  await expect(page).toHaveURL(/\/#episodes$/);
  await expect(page.locator('#episodes')).toBeInViewport();
});

test('/episode/abc sends the visitor to the home page', async ({ page }) => {
  await page.goto('/episode/abc');
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('an unknown episode says it was not found, answered 404', async ({ page }) => {
  expect((await page.goto('/episode/987654'))?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('Episode not found.');
});

test('copying an episode link puts it on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const [episode] = await episodesOf(page);
  await page.goto('/episodes');

  const card = page.getByRole('article', { name: episode.title });
  await card.getByRole('button', { name: `Share ${episode.title}` }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();

  // exact: Radix also announces the toast's whole text in a visually hidden live region.
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
  await expect(page.getByText('Share it with your friends and family.', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/episode/${episode.id}`);
});

test('the Listen button shows the podcast platforms, and one episode plays at a time', async ({ page }) => {
  await page.goto('/episodes');
  const [first, second] = await page.getByRole('main').getByRole('article').all();

  const listen = first.getByRole('button', { name: 'Listen' });
  await expect(listen).toHaveAttribute('aria-expanded', 'false');
  await listen.click();
  await expect(listen).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByRole('link', { name: /Spotify/ })).toHaveAttribute('target', '_blank');

  await first.getByRole('button', { name: 'Play' }).click();
  await expect(first.getByRole('button', { name: 'Pause' })).toBeVisible();
  await second.getByRole('button', { name: 'Play' }).click();
  await expect(second.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await first.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the episodes list and an episode page pass axe in the ${theme} theme`, async ({ page, expectNoAxeViolations }) => {
    if (theme === 'dark') await useDarkTheme(page);
    const [episode] = await episodesOf(page);

    await page.goto('/episodes');
    await expect(page.getByText(/^Showing \d+ episodes?$/)).toBeVisible();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);

    await page.goto(`/episode/${episode.id}`);
    await expect(page.getByRole('region', { name: 'You might also like' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a 360 px phone scrolls the episode pages only vertically', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [episode] = await episodesOf(page);

  await page.goto('/episodes');
  await expect(page.getByText(/^Showing \d+ episodes?$/)).toBeVisible();
  await page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Listen' }).click();
  expect(await noHorizontalScroll(page)).toBe(true);

  await page.goto(`/episode/${episode.id}`);
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('the server-rendered episode pages hydrate without errors', async ({ page }) => {
  const [episode] = await episodesOf(page);
  const errors = collectPageProblems(page);

  for (const path of ['/episodes', `/episode/${episode.id}`]) {
    const html = await (await page.request.get(path)).text();
    // The server already wrote the page's main content (first screen before JavaScript).
    expect(html).toMatch(path === '/episodes' ? /<h1[^>]*>All Episodes<\/h1>/ : /<h1 id="episode-title"/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
