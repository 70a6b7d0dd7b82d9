import { collectPageProblems, expect, test } from './fixtures.js';
import { loginUrlPattern, signIn, signInAt, silentWav, tinyPng, uniqueNumber } from './admin-helpers.js';

test('a guarded screen sends to the login, which returns to it', async ({ page }) => {
  await page.goto('/admin/episodes');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fepisodes$/);

  await signIn(page);

  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/episodes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Episodes' })).toBeVisible();
});

test('a wrong password says so and lets nobody in', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page, 'not-the-password');

  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrect password. Please try again.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/admin/analytics')).status()).toBe(401);
});

test('logout ends the session on the server', async ({ page }) => {
  await signInAt(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  expect((await page.request.get('/api/admin/analytics')).status()).toBe(200);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();

  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/analytics')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(loginUrlPattern);
});

test('an episode created in the back office is on /episodes at once', async ({ page }) => {
  const number = uniqueNumber();
  const title = `Our first budget meeting ${number}`;
  await page.goto('/episodes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAt(page, '/admin/episodes/new');
  await page.getByLabel('Number').fill(String(number));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('<p>Sitting down together, with tea.</p>');
  await page.getByLabel('Duration').fill('1:00');
  await page.getByLabel('Audio file').setInputFiles({ name: 'meeting.wav', mimeType: 'audio/wav', buffer: silentWav() });
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Save episode' }).click();

  await expect(page.getByText('Episode saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/episodes$/);
  await page.goto('/episodes');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('a scheduled episode stays off the public site', async ({ page }) => {
  const number = uniqueNumber();
  const title = `Next month's episode ${number}`;
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:00`;

  await signInAt(page, '/admin/episodes/new');
  await page.getByLabel('Number').fill(String(number));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('<p>What we plan for next month.</p>');
  await page.getByLabel('Duration').fill('1:00');
  await page.getByLabel('Publish date').fill(local);
  await page.getByLabel('Audio file').setInputFiles({ name: 'later.wav', mimeType: 'audio/wav', buffer: silentWav() });
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Save episode' }).click();

  await expect(page).toHaveURL(/\/admin\/episodes$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Scheduled')).toBeVisible();
  const publicList = await (await page.request.get('/api/episodes?limit=100')).json();
  expect(publicList.map((episode: { title: string }) => episode.title)).not.toContain(title);
  await page.goto('/episodes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('an article written and published in the back office is read at /blog/{slug}', async ({ page }) => {
  const unique = uniqueNumber();
  const title = `Splitting bills fairly ${unique}`;

  await signInAt(page, '/admin/articles/new');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(`splitting-bills-fairly-${unique}`);
  await page.getByLabel('Excerpt').fill('Fair is not always fifty-fifty.');
  await page.getByLabel('Content').fill('# Start with income\n\nEach of you pays **in proportion**.');
  // Dated in the past, so the public journeys that open the newest article (running alongside) never meet it.
  await page.getByLabel('Publish date').fill('2020-01-06T09:00');
  await expect(page.getByRole('heading', { level: 2, name: 'Start with income' })).toBeVisible();
  await page.getByRole('button', { name: 'Create article' }).click();

  await expect(page).toHaveURL(/\/admin\/articles/);
  await page.goto(`/blog/splitting-bills-fairly-${unique}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('in proportion')).toBeVisible();
});

test('newsletter subscribers export as CSV', async ({ page }) => {
  const email = `csv-${uniqueNumber()}@example.com`;
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email, tags: ['podcast_engagement_sequence'], website: '' } });
  expect(subscribed.ok()).toBe(true);

  await signInAt(page, '/admin/audience');
  await expect(page.getByText(email)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /export csv/i }).first().click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');

  expect(csv).toMatch(/email/i);
  expect(csv).toContain(email);
  expect(csv).toContain('\r\n');
});

const adminScreens = [
  ['/admin/dashboard', 'Analytics Dashboard'],
  ['/admin/content', 'Content Management'],
  ['/admin/social-media', 'Social Media'],
  ['/admin/episodes', 'Episodes'],
  ['/admin/episodes/new', 'Episodes'],
  ['/admin/articles', 'Articles'],
  ['/admin/articles/new', 'Articles'],
  ['/admin/audience', 'Audience'],
  ['/admin/email', 'Email'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`every admin screen passes axe in the ${theme} theme`, async ({ page, context, baseURL, expectNoAxeViolations }) => {
    // Nine screens, each audited by axe (≈ 5 s apiece on a slow 2-core host, the dashboard with its breakdowns and
    // downloads section several times that): it took 2.1 min of slow()'s 2.25 at load 8, so 4 min.
    test.setTimeout(240_000);
    await context.addCookies([{ name: 'harmony-theme', value: theme, url: baseURL ?? 'http://127.0.0.1' }]);
    await context.addInitScript((chosen) => localStorage.setItem('harmony-theme', chosen), theme);
    const problems = collectPageProblems(page);
    // The dashboard audited with figures in it: a tagged visit from a search engine fills its breakdowns.
    const beacon = { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ pageUrl: '/episodes?utm_source=newsletter&utm_campaign=launch', referrer: 'https://www.google.com/' }) };
    expect((await page.request.post('/api/analytics/pageview', beacon)).ok()).toBe(true);

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page);
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();

    for (const [path, heading] of adminScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
  });
}

test('the admin menu works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, '/admin/dashboard');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audience' }).click();

  await expect(page).toHaveURL(/\/admin\/audience$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible();
});
