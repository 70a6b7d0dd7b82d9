import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signInAt } from './admin-helpers.js';

/** A page view as the site's beacon sends it (the page's address with its campaign tags, and the referrer). */
async function recordPageView(page: Page, pageUrl: string, referrer = '') {
  const response = await page.request.post('/api/analytics/pageview', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ pageUrl, referrer }) });
  expect(response.ok()).toBe(true);
}

// Issue 27 item 1: the owner picks a period and a comparison; the figures follow, the address keeps the view
// (a bookmark opens it again), and the screen stays clean for axe.
test('picking a period and a comparison changes the figures and stays in the address', async ({ page, expectNoAxeViolations }) => {
  // axe reads the whole dashboard (every panel, chart tables and the downloads section): ≈ 10 s on a busy 2-core host.
  test.slow();
  // Two page views of today, so the figures are not all zero.
  for (const pageUrl of ['/', '/episodes']) await recordPageView(page, pageUrl);
  await signInAt(page, '/admin/dashboard');
  // Realtime: the page views just made are within the last five minutes (other journeys may add theirs).
  await expect(page.getByText(/^\d+ visitors? on the site now/)).toBeVisible();
  const totalVisits = page.getByRole('heading', { level: 2, name: 'Total Visits' }).locator('xpath=../..');
  await expect(totalVisits).toContainText('Last 30 days');

  const answered = page.waitForResponse((response) => response.url().includes('/api/admin/analytics?period=today') && response.ok());
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Today' });
  await answered;
  // The box follows the address, which the router updates a moment after the click.
  const compare = page.getByRole('checkbox', { name: 'Compare with the previous period' });
  await compare.click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?period=today&compare=previous$/);
  await expect(compare).toBeChecked();
  await expect(totalVisits).toContainText('Today');
  await expect(totalVisits).toContainText(/previous period/);
  await expect(page.getByRole('region', { name: 'Daily Visits (Today)' })).toBeVisible();

  // Chosen days, as a bookmark opens them.
  await page.goto('/admin/dashboard?period=custom&from=2026-01-01&to=2026-01-31');
  await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
  await expect(totalVisits).toContainText('1 Jan 2026 – 31 Jan 2026');
  await expectNoAxeViolations(page);

  // Days the API refuses (the first after the last) say why instead of showing figures.
  await page.getByLabel('From').fill('2026-02-15');
  await expect(page.getByRole('alert')).toContainText('from must be on or before to.');
});

// Issue 27 items 2–5: the owner clicks a source; the whole dashboard narrows to its visits, the address says
// so (a bookmark, a CSV of the same), and the back button takes the filter off again. Nothing overflows a phone.
test('clicking a source filters the whole dashboard, the address keeps it and back removes it', async ({ page, expectNoAxeViolations }) => {
  test.slow();
  // A source of its own, so journeys running beside this one cannot add to its figures.
  const source = `journey-${Date.now()}`;
  await recordPageView(page, `/episodes?utm_source=${source}&utm_medium=email`, 'https://news.example.org/today');
  await recordPageView(page, '/blog', 'https://www.google.com/');
  await signInAt(page, '/admin/dashboard');

  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/\/admin\/dashboard\?period=7d$/);
  const sources = page.getByRole('region', { name: 'Sources' });
  await sources.getByRole('button', { name: `Filter by Source: ${source}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?period=7d&filter=source:${source}$`));
  await expect(page.getByRole('region', { name: 'Filters' }).getByRole('listitem')).toHaveText(`Source: ${source}Remove filter Source: ${source}`);
  // Every figure is the source's: one page view, of /episodes, referred by news.example.org, through email.
  const totalVisits = page.getByRole('heading', { level: 2, name: 'Total Visits' }).locator('xpath=../..');
  await expect(totalVisits.locator('p').first()).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Top Pages' }).getByRole('rowheader')).toHaveText(['Filter by Page: /episodes']);
  await expect(page.getByRole('region', { name: 'Top Referrers' }).getByRole('rowheader')).toHaveText(['Filter by Referrer: news.example.org']);
  await sources.getByRole('tab', { name: 'Mediums' }).click();
  await expect(sources.getByRole('rowheader')).toHaveText(['Filter by Medium: email']);
  await expect(sources.getByRole('link', { name: 'Download CSV of mediums' })).toHaveAttribute('href', `/api/admin/analytics/export?period=7d&filter=source:${source}&breakdown=mediums`);
  const csv = await page.request.get(`/api/admin/analytics/export?period=7d&filter=source:${source}&breakdown=pages`);
  expect(await csv.text()).toContain('/episodes');
  await expect(page.getByRole('region', { name: /^Downloads by Day/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // On a desktop and on a phone the tables scroll inside their boxes; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Downloads by Episode' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard\?period=7d$/);
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Top Pages' }).getByRole('rowheader')).not.toHaveCount(1);
});
