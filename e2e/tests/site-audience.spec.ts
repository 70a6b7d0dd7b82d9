import { expect, test } from './fixtures.js';

test('subscribing the same address twice thanks the visitor both times and resets the form', async ({ page }) => {
  await page.goto('/#newsletter');
  const band = page.locator('#newsletter');
  const field = band.getByLabel('Email address');
  await expect(field).toBeFocused();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await field.fill('twice@example.com');
    await band.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByText('Successfully subscribed!', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(band.getByText(/Day 7/)).toBeVisible();
  }
});

test("the header's Subscribe button brings the newsletter field into view, focused", async ({ page }) => {
  await page.goto('/episodes');
  await page.getByRole('banner').getByRole('link', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter').getByLabel('Email address')).toBeFocused();
});

test('the contact form shows its messages, then sends and resets', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['Name is required', 'Subject is required', 'Message is required']) await expect(form.getByText(message)).toBeVisible();
  await form.getByLabel('Name').fill('Sam');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Subject').fill('Episode idea');
  await form.getByLabel('Message').fill('Could you talk about saving for school fees?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});
