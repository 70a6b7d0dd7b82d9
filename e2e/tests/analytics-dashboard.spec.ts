import { expect, test } from './fixtures.js';
import { signInAt } from './admin-helpers.js';

// Issue 27 item 1: the owner picks a period and a comparison; the figures follow, the address keeps the view
// (a bookmark opens it again), and the screen stays clean for axe.
test('picking a period and a comparison changes the figures and stays in the address', async ({ page, expectNoAxeViolations }) => {
  // Two page views of today, so the figures are not all zero.
  for (const pageUrl of ['/', '/episodes']) {
    await page.request.post('/api/analytics/pageview', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ pageUrl, referrer: '' }) });
  }
  await signInAt(page, '/admin/dashboard');
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
