import { signInAt, uniqueNumber } from './admin-helpers.js';
import { collectPageProblems, expect, test } from './fixtures.js';

/** Issue 23 item 6: the Privacy Policy says what the site records from its first start, and the owner edits it. */
test('a visitor reads the default privacy policy; the owner edits it in the admin; the public page shows the edit under its title', async ({ page, expectNoAxeViolations }) => {
  const problems = collectPageProblems(page);
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy Policy | Money Together');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const policy = page.getByTestId('legal-page-content');
  await expect(policy.getByRole('heading', { level: 2, name: 'Cookies and your browser' })).toBeVisible();
  await expect(policy).toContainText('random value made fresh each day');
  await expect(policy.getByRole('link', { name: 'hello@moneytogether.example' }).first()).toHaveAttribute('href', 'mailto:hello@moneytogether.example');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);

  await signInAt(page, '/admin/legal-pages');
  await expect(page).toHaveTitle('Legal Pages | Admin | Money Together');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  const editor = page.getByLabel('Content (markdown)');
  await expect(editor).toHaveValue(/^Money Together is a podcast website\./);
  await expectNoAxeViolations(page);

  const marker = `Edited by the owner ${uniqueNumber()}`;
  await editor.fill(`# What we keep\n\n**${marker}**: no tracking cookies, a visitor hash salted daily, and the emails you send us.`);
  await expect(page.getByTestId('legal-page-privacy-content-preview').getByRole('heading', { name: 'What we keep' })).toBeVisible();
  await page.getByRole('button', { name: 'Save the Privacy Policy' }).click();
  await expect(page.getByText('Privacy Policy saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Last saved /)).toBeVisible();

  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy Policy | Money Together');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(policy.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();
  await expect(policy.locator('strong')).toHaveText(marker);
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The Terms keep their default, under their own title.
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms of Service | Money Together');
  await expect(page.getByTestId('legal-page-content').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});
