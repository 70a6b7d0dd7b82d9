import { signInAt, uniqueNumber } from './admin-helpers.js';
import { collectPageProblems, expect, test } from './fixtures.js';

/**
 * Issue 25 item 6: the owner writes a newsletter beside its live preview, sends a test, then sends it to
 * every active subscriber after confirming, and follows its delivery until it is sent. The journeys' server
 * has no SMTP_URL, so the messages go to the outbox; no OWNER_EMAIL either, so the test names its address.
 */
test('the owner writes a newsletter, previews it, sends a test, sends it to everyone and sees its counts', async ({ page, expectNoAxeViolations }) => {
  test.slow();
  const problems = collectPageProblems(page);
  await signInAt(page, '/admin/newsletters');
  await expect(page).toHaveTitle('Newsletters | Admin | Money Together');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletters' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New newsletter' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletters\/new$/);
  const subject = `Money dates that work ${uniqueNumber()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: /^Preview text/ }).fill('One question each, once a week.');
  await page.getByRole('textbox', { name: 'Content (markdown)' }).fill('# This week\n\nBring **one question** each to your money date.');
  const preview = page.getByTestId('newsletter-content-preview');
  await expect(preview.getByRole('heading', { name: 'This week' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('one question');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `Newsletter “${subject}”` })).toBeVisible();

  const testForm = page.getByRole('form', { name: 'Send a test' });
  await testForm.getByRole('textbox', { name: /^Send the test to/ }).fill('owner-test@example.com');
  await testForm.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test sent to owner-test@example.com.', { exact: true })).toBeVisible();

  // Sending to everyone asks first; Cancel sends nothing.
  await page.getByRole('button', { name: 'Send now' }).click();
  let dialog = page.getByRole('dialog', { name: 'Send to all active subscribers?' });
  await expect(dialog).toContainText(`“${subject}” goes out now`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeEditable();

  await page.getByRole('button', { name: 'Send now' }).click();
  dialog = page.getByRole('dialog', { name: 'Send to all active subscribers?' });
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Newsletter on its way', { exact: true })).toBeVisible();

  // The screen asks again while it goes out, until every message has an outcome.
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('status')).toHaveText(/^Done: sent to [\d,]+ of [\d,]+ subscribers\.$/, { timeout: 30_000 });
  for (const label of ['Recipients', 'Waiting', 'Sent', 'Failed', 'Bounced']) await expect(delivery.getByText(label, { exact: true })).toBeVisible();
  await expect(delivery.getByText('Waiting', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('0');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to newsletters' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject }) });
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('link', { name: `View “${subject}”` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a refusal is shown with the server’s own words', async ({ page }) => {
  await signInAt(page, '/admin/newsletters/new');
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Too early ${uniqueNumber()}`);
  await page.getByRole('textbox', { name: 'Content (markdown)' }).fill('Hello.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/);

  // A time long gone: the server refuses it (CONTRACT-25: more than a minute in the past is a 400).
  await page.getByLabel('Or send at').fill('2020-01-01T09:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await page.getByRole('dialog', { name: 'Send to all active subscribers?' }).getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Could not send the newsletter', { exact: true })).toBeVisible();
  await expect(page.getByText(/^400: /).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeEditable();
});

test('the newsletters screens pass axe in the dark theme too', async ({ page, context, baseURL, expectNoAxeViolations }) => {
  await context.addCookies([{ name: 'harmony-theme', value: 'dark', url: baseURL ?? 'http://127.0.0.1' }]);
  await context.addInitScript(() => localStorage.setItem('harmony-theme', 'dark'));
  const problems = collectPageProblems(page);
  await signInAt(page, '/admin/newsletters');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The journeys share one database and run in parallel: the list may be empty yet or hold another journey's.
  await expect(page.getByRole('table', { name: 'Newsletters' }).or(page.getByText('No newsletters yet', { exact: true }))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/newsletters/new');
  await page.getByRole('textbox', { name: 'Content (markdown)' }).fill('# Dark mode\n\nStill **readable**.');
  await expect(page.getByTestId('newsletter-content-preview').getByRole('heading', { name: 'Dark mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Nothing sent: the browser says what is missing, under the field.
  await expect(page.getByText('The subject is required.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
