import { signInAt, uniqueNumber } from './admin-helpers.js';
import { expect, test } from './fixtures.js';

// The Privacy Policy promises removal on request: a visitor's address, given on the public site, is
// removed by the owner from the back office, from every list at once.
test('the owner removes a visitor’s address from every audience list, after confirming', async ({ page, expectNoAxeViolations }) => {
  const email = `removal-${uniqueNumber()}@example.com`;

  await page.goto('/#newsletter');
  const band = page.locator('#newsletter');
  await band.getByLabel('Email address').fill(email);
  await band.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('Successfully subscribed!', { exact: true })).toBeVisible();

  await page.goto('/#contact');
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill('Robin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Please remove me');
  await form.getByLabel('Message').fill('Please delete everything you hold about me.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();

  await signInAt(page, `/admin/audience?newsletter-q=${encodeURIComponent(email)}`);
  const subscribers = page.getByRole('table', { name: 'Newsletter subscribers' });
  await expect(subscribers.getByRole('rowheader', { name: email })).toBeVisible();

  // Cancel keeps everything.
  const remove = subscribers.getByRole('button', { name: `Remove everything for ${email}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove everything for this email address?' });
  await expect(dialog).toContainText(`Everything kept under ${email} will be deleted for good`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(subscribers.getByRole('rowheader', { name: email })).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove everything' }).click();
  await expect(page.getByText('Email address removed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(`Deleted 1 newsletter subscription and 1 contact message for ${email}.`)).toBeVisible();
  await expect(page.getByText('No newsletter subscribers match your search')).toBeVisible();

  // Asked again, through the form people's requests fit: nothing is left under the address.
  const section = page.getByRole('region', { name: 'Remove an email address' });
  await section.getByLabel('Email address to remove').fill(email);
  await section.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove everything' }).click();
  await expect(page.getByText('Could not remove the email address', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(`Nothing is kept under ${email}`)).toBeVisible();

  // Gone from the contact messages too, and after a reload (the server's answer, not the page's memory).
  await page.goto(`/admin/audience?tab=contact&contact-q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No contact messages match your search')).toBeVisible();
  await page.goto(`/admin/audience?newsletter-q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No newsletter subscribers match your search')).toBeVisible();
  await expectNoAxeViolations(page);
});
