import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { collectPageProblems, expect, test } from './fixtures.js';
import { headerText, linkTo, mailTo, waitForMail } from './outbox.js';

// Issue 25 items 3 and 4, as a new subscriber lives them: the band, the confirmation email, its page, the
// welcome email, and the unsubscribe link every sequence email carries (CONTRACT-25's copy throughout).
const confirmFailure = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';
const unsubscribeFailure = 'This unsubscribe link is not valid. Reply to any of our emails and we will remove you by hand.';

/** An address no other journey (nor an earlier run on a kept DATA_DIR) has used. */
const uniqueAddress = () => `opt-in-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;

/** A link from an email, opened on the server under test (the email names PUBLIC_URL, which may be another host name for it). */
const onThisServer = (url: URL) => `${url.pathname}${url.search}`;

/** The sequence's emails carry List-Unsubscribe; the confirmation does not (it is not a newsletter yet). */
const isSequenceMail = (mail: Parameters<typeof headerText>[0]) => headerText(mail, 'list-unsubscribe') !== '';

test('subscribing on the site sends a confirmation; its page confirms on a press, and the welcome email follows', async ({ page }) => {
  test.slow(); // the mail goes through the queue and the outbox, on a shared 2-core host
  const address = uniqueAddress();

  await page.goto('/#newsletter');
  const band = page.locator('#newsletter');
  await band.getByLabel('Email address').fill(address);
  await band.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(band.getByLabel('Email address')).toHaveValue('');

  const confirmation = await waitForMail(address, 'the confirmation email', (mail) => linkTo(mail, '/newsletter/confirm') !== undefined);
  const confirmLink = linkTo(confirmation, '/newsletter/confirm')!;
  expect(confirmLink.searchParams.get('token')).toBeTruthy();

  // Opening the link (as a mail scanner would) confirms nobody: the page asks first.
  await page.goto(onThisServer(confirmLink));
  await expect(page).toHaveTitle(/^Confirm your subscription \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByText("One click and you're on the list for our welcome email and the Day 3 and Day 7 follow-ups.")).toBeVisible();
  expect((await mailTo(address)).filter(isSequenceMail)).toEqual([]);

  // Pressed from the keyboard.
  await page.getByRole('button', { name: 'Confirm subscription' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed!" })).toBeFocused();
  await expect(page.getByText('Your welcome email is on its way.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Listen to the latest episodes' })).toHaveAttribute('href', '/episodes');

  // Day 0 at once, with RFC 8058's one-click unsubscribe.
  const welcome = await waitForMail(address, 'the welcome email', isSequenceMail);
  expect(headerText(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const listUnsubscribe = headerText(welcome, 'list-unsubscribe');
  expect(listUnsubscribe).toMatch(/<mailto:[^>]+>/);
  const unsubscribeUrl = /<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(listUnsubscribe)?.[1];
  expect(unsubscribeUrl, `List-Unsubscribe: ${listUnsubscribe}`).toBeDefined();

  // The confirmation link is single use.
  await page.goto(onThisServer(confirmLink));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('alert')).toHaveText(confirmFailure);

  // The List-Unsubscribe URL opened in a browser lands on the page that asks, and unsubscribes on a press.
  await page.goto(onThisServer(new URL(unsubscribeUrl!)));
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByText("You won't get any more emails from us.")).toBeVisible();
});

test('a bad unsubscribe link says so, and what to do instead', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe?token=bad');
  await expect(page.getByText("You'll stop getting our emails. You can subscribe again at any time.")).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(unsubscribeFailure);
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toHaveCount(0);
});

test('without a token each page says its link is not valid, asking the API nothing', async ({ page }) => {
  const problems = collectPageProblems(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/newsletter')) asked.push(request.url());
  });
  for (const [path, failure] of [
    ['/newsletter/confirm', confirmFailure],
    ['/newsletter/unsubscribe?token=', unsubscribeFailure],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('alert')).toHaveText(failure);
    await expect(page.getByRole('button', { name: /^(Confirm subscription|Unsubscribe)$/ })).toHaveCount(0);
  }
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

/** Whether the page scrolls sideways: nothing may stick out at this width. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('both pages pass axe and fit a phone and a desktop, asking and failing', async ({ page, expectNoAxeViolations }) => {
  test.slow(); // four axe audits on a shared 2-core host
  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 800 };
  for (const [viewport, path] of [
    [desktop, '/newsletter/confirm?token=not-a-real-token'],
    [phone, '/newsletter/unsubscribe?token=not-a-real-token'],
    [phone, '/newsletter/confirm'],
    [desktop, '/newsletter/unsubscribe'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.includes('token=')) await expect(page.getByRole('button', { name: /^(Confirm subscription|Unsubscribe)$/ })).toBeVisible();
    else await expect(page.getByRole('alert')).toBeVisible();
    expect(await overflowsSideways(page), `${path} at ${viewport.width} px`).toBe(false);
    await expectNoAxeViolations(page);
  }
});
