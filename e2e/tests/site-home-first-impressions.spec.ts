import type { Locator, Page } from '@playwright/test';
import { signInAt, silentWav, tinyPng, uniqueNumber } from './admin-helpers.js';
import { collectPageProblems, expect, test } from './fixtures.js';

// Issue 23 items 8 and 9: the home page shows what is new, and the header fits a phone.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Whether an element shows all of its text: nothing cut by an ellipsis or hidden past its box. */
const isClipped = (element: Locator) => element.evaluate((node) => node.scrollWidth > node.clientWidth);

const brandText = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Money Together' }).locator('span').last();
const phoneSearchIcon = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });

test('an episode the owner publishes, not featured, leads the home page’s latest episodes at once', async ({ page }) => {
  test.setTimeout(150_000);
  // The home page is read (and cached) before the write.
  await page.goto('/');
  await expect(page.locator('#episodes article')).toHaveCount(3);
  await signInAt(page, '/admin/episodes');

  // Other journeys publish episodes in parallel: when three land between this save and the page's load,
  // they are rightly newer. Then the owner publishes again; each attempt must show its episode at once.
  await expect(async () => {
    const number = uniqueNumber();
    const title = `Money dates that work ${number}`;
    await page.goto('/admin/episodes/new');
    await page.getByLabel('Number').fill(String(number));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('<p>A monthly evening for the budget.</p>');
    await page.getByLabel('Duration').fill('1:00');
    await page.getByLabel('Audio file').setInputFiles({ name: 'dates.wav', mimeType: 'audio/wav', buffer: silentWav() });
    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Save episode' }).click();
    // Saved: the form returns to the list (a toast from an earlier attempt may still be showing).
    await expect(page).toHaveURL(/\/admin\/episodes$/);
    await expect(page.getByText('Episode saved', { exact: true }).first()).toBeVisible();

    // A fresh load: the server's page (with its inlined data) must show it, not only the browser's cache.
    await page.goto('/');
    const latest = page.locator('#episodes');
    await expect(latest.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/episode\/\d+$/, { timeout: 5_000 });
    await expect(latest.getByRole('article')).toHaveCount(3);
    const card = latest.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(card.getByText(`EP ${number}`)).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(0);
  }).toPass({ intervals: [0], timeout: 120_000 });
});

test('the home page’s latest episodes are the newest the API lists, the featured ones marked, with no request for them', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  // Other journeys publish episodes in parallel: the page and the list are compared until they agree.
  await expect(async () => {
    await page.goto('/');
    const newest: { title: string; featured: boolean }[] = await (await page.request.get('/api/episodes?limit=3')).json();
    const cards = page.locator('#episodes article');
    await expect(cards.getByRole('heading')).toHaveText(newest.map((episode) => episode.title), { timeout: 2000 });
    for (const [index, episode] of newest.entries()) await expect(cards.nth(index).getByText('Featured', { exact: true })).toHaveCount(episode.featured ? 1 : 0);
  }).toPass({ timeout: 20_000 });
  // The server inlined what the client's query would fetch: the browser never asked for it.
  expect(requested.filter((path) => path.startsWith('/api/episodes'))).toEqual([]);
});

test.describe('the header on a 390 px phone', () => {
  test.use({ viewport: phone });

  test('shows the whole brand, and a Search icon that opens the search page with the caret in its field', async ({ page }) => {
    const problems = collectPageProblems(page);
    await page.goto('/');
    const brand = brandText(page);
    await expect(brand).toHaveText('Money Together');
    expect(await isClipped(brand)).toBe(false);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();

    // By keyboard: the icon is in the tab order after the brand, Enter follows it.
    await page.getByRole('banner').getByRole('link', { name: 'Money Together' }).focus();
    await page.keyboard.press('Tab');
    const icon = phoneSearchIcon(page);
    await expect(icon).toBeFocused();
    expect(await isClipped(icon)).toBe(false);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search');
    const field = page.getByRole('searchbox', { name: 'Search terms' });
    await expect(field).toBeFocused();
    expect(await field.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    await page.keyboard.type('budget');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=budget');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('keeps the theme choice in the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('group', { name: 'Theme' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('searches from the icon without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    expect(await isClipped(brandText(page))).toBe(false);
    await phoneSearchIcon(page).click();
    await expect(page).toHaveURL('/search');
    const field = page.getByRole('searchbox', { name: 'Search terms' });
    await field.fill('debt');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=debt');
    await context.close();
  });

  test('axe finds no violations on the home page and the search page, light and dark', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/');
    await expect(page.locator('#episodes article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close menu' }).click();

    await phoneSearchIcon(page).click();
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('the header at 1280 px', () => {
  test.use({ viewport: desktop });

  test('keeps the search field, Subscribe and the theme in the bar, and the home page is axe clean', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    expect(await isClipped(brandText(page))).toBe(false);
    await expect(banner.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(phoneSearchIcon(page)).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Subscribe' })).toBeVisible();
    await expect(banner.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(page.locator('#episodes article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
