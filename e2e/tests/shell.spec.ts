import { expect, test } from './fixtures.js';

test.describe('the shell', () => {
  test('keeps the chosen theme across a reload, with no light flash before JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('harmony-theme'))).toBe('dark');

    // The server writes the stored choice into the HTML itself (the harmony-theme cookie).
    const served = await page.request.get('/', { headers: { accept: 'text/html', cookie: 'harmony-theme=dark' } });
    expect(await served.text()).toMatch(/<html lang="[^"]+" class="dark">/);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark theme' }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Light theme' }).first().click();
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('redirects /podcast-manager-access to /admin/login', async ({ page }) => {
    await page.goto('/podcast-manager-access');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('serves the title and description from the site configuration, and robots.txt as text', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Money Together Podcast | Financial Harmony for Couples');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /helps couples navigate financial decisions together with expert advice and workshops/);
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  });

  test('shows the first screen before JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Building Financial Harmony in Your Marriage' })).toBeVisible();
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations on / in the ${theme} theme`, async ({ page, expectNoAxeViolations }) => {
      await page.addInitScript((value) => localStorage.setItem('harmony-theme', value), theme);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // The latest episodes come from the inlined data: wait for the grid rather than a spinner.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
