import { expect, test } from '@playwright/test';
import { chromiumAvailable } from '../browser.js';

// The pages arrive prerendered: without JavaScript (a blocked script, a crawler, a slow phone before
// the app starts) they still read, link and show their content. Plain Playwright here: the shared
// fixtures wait for the app to start, which cannot happen with scripts off.
test.use({ javaScriptEnabled: false });
// eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; this hook needs none.
test.beforeEach(({}, testInfo) => {
  if (!chromiumAvailable) testInfo.skip(true, 'No Chromium on this machine');
});

test('the public pages read and link without JavaScript', async ({ page, request }) => {
  const [article] = await (await request.get('/api/blog-articles?limit=1')).json();
  const [episode] = await (await request.get('/api/episodes?limit=1')).json();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Financial Harmony in Your Marriage');
  await expect(page.getByRole('region', { name: 'Subscribe to Our Newsletter' })).toBeVisible();
  // (Chromium's script-off emulation still parses <noscript> as if scripts ran: its note is checked in the HTML.)
  expect(await (await request.get('/')).text()).toContain('<noscript><p style="padding: 1rem; text-align: center">Turn on JavaScript to play episodes, share them and send the forms.</p></noscript>');

  await page.getByRole('link', { name: 'View All Episodes' }).click();
  await expect(page).toHaveURL('/episodes');
  await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible();

  await page.goto(`/episode/${episode.id}`);
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(page.getByTestId('episode-description').locator('p').first()).toBeVisible();

  await page.goto(`/blog/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByTestId('article-content').locator('h2').first()).toBeVisible();

  // The router's redirects are the server's too.
  await page.goto('/episode/abc');
  await expect(page).toHaveURL('/');
  await page.goto('/podcast-manager-access');
  await expect(page).toHaveURL('/admin/login');
});
