import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInAt, uniqueNumber } from './admin-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * axe as the fixture runs it, minus the inside of frames: the message's frame is sandboxed with nothing
 * allowed, so no script (axe's neither) runs in it, and axe's frame-by-frame run waits for it forever.
 * axe.run in the page alone (legacy mode, frames not entered) audits the screen, the frame element and its
 * title included; what is inside is the email as sent, not the back office.
 */
async function expectNoAxeViolationsOutsideFrames(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({ iframes: false }).setLegacyMode(true).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

// Issue 25 item 8: without SMTP_URL (this server has none) every message is kept in the outbox, and the
// owner reads it on the Email screen as it was sent.
test('the owner finds the workshop confirmation on the Email screen and reads it as sent', async ({ page, expectNoAxeViolations }) => {
  const email = `email-screen-${uniqueNumber()}@example.com`;

  await page.goto('/workshop#register');
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('What would you most like to learn?').fill('How to budget together as newlyweds.');
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/workshop/interest'));
  await page.getByRole('button', { name: 'Register Interest' }).click();
  expect((await posted).status()).toBe(201);

  await signInAt(page, '/admin');
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by address or subject' }).fill(email);
  const table = page.getByRole('table', { name: 'Email messages' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  // Sent by the in-process queue a moment after the form's answer: the list is read again until it says so.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('workshop.confirmation');
  await expect(row.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
  await expect(page.getByText('No messages match these filters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('sent');
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/email\/\d+$/);
  const frame = page.locator('iframe[title^="HTML version of"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', /Ana/);
  await expect(page.getByRole('region', { name: 'Plain text version' })).toContainText('Ana');
  await expect(page.getByRole('region', { name: 'Headers' })).toContainText('Message-ID');
  await expect(page.getByText(/^250 Kept in the outbox/)).toBeVisible();
  await expectNoAxeViolationsOutsideFrames(page);

  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page).toHaveURL(/\/admin\/email$/);
});
