import { expect, test } from './fixtures.js';

interface EpisodeJson {
  id: number;
  title: string;
}

const sectionIds = ['home', 'who-we-are', 'episodes', 'workshop', 'about', 'contact'];

test('the home page shows the SPEC copy, and the header links reach every section', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Financial Harmony in Your Marriage');
  await expect(page.getByText('PODCAST SERIES')).toBeVisible();
  await expect(page.getByText('LATEST EPISODES')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Money Conversations That Matter' })).toBeVisible();
  await expect(page.getByText('19+')).toBeVisible();
  await expect(page.getByText('5★')).toBeVisible();
  await expect(page.getByText(/helping couples build financial harmony since 2019/)).toContainText(`© ${new Date().getFullYear()}`);
  for (const id of [...sectionIds, 'newsletter']) await expect(page.locator(`section#${id}`)).toHaveCount(1);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, id] of [
    ['Who We Are', 'who-we-are'],
    ['Workshop', 'workshop'],
    ['Contact', 'contact'],
  ]) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`/#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await page.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter')).toBeInViewport();

  await page.getByRole('link', { name: 'Listen Now' }).click();
  await expect(page.locator('#episodes')).toBeInViewport();
});

test('a section link from another page opens the home page at that section', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshop' }).click();
  await expect(page).toHaveURL('/#workshop');
  await expect(page.getByRole('heading', { name: 'The Financial Harmony Workshop' })).toBeInViewport();
});

test('the mobile menu opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page.getByRole('button', { name: 'Close menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'About' }).click();

  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL('/#about');
  await expect(page.locator('#about')).toBeInViewport();
});

test('the latest episodes are the newest the API lists, and link to the full list', async ({ page, request }) => {
  // Other journeys publish episodes in parallel: the page and the list are compared until they agree.
  await expect(async () => {
    const latest: EpisodeJson[] = await (await request.get('/api/episodes?limit=3')).json();
    expect(latest).toHaveLength(3);
    await page.goto('/');
    const section = page.locator('#episodes');
    for (const episode of latest) {
      await expect(section.getByRole('link', { name: episode.title, exact: true })).toHaveAttribute('href', `/episode/${episode.id}`, { timeout: 2000 });
    }
  }).toPass({ timeout: 20_000 });
  await page.locator('#episodes').getByRole('link', { name: 'View All Episodes' }).click();
  await expect(page).toHaveURL('/episodes');
});

test('five clicks on the admin dot open the admin panel', async ({ page }) => {
  await page.goto('/');
  const dot = page.getByRole('button', { name: 'Admin access' });
  for (let click = 0; click < 5; click++) await dot.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Social Media Manager' })).toHaveAttribute('href', '/admin/social-media');
  await expect(dialog.getByRole('link', { name: 'Content Manager' })).toHaveAttribute('href', '/admin/content');
  await expect(dialog.getByRole('link', { name: 'Episode Manager' })).toHaveAttribute('href', '/admin/episodes');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(dot).toBeFocused();
});

test('an unknown path shows the 404 page inside the site layout', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('nothing scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.locator('#episodes article').first()).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const withMenu = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(withMenu).toBeLessThanOrEqual(0);
});

test('axe finds no violations on the home page, light and dark', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/');
  await expect(page.locator('#episodes article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);
});
