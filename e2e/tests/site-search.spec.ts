import { collectPageProblems, expect, test } from './fixtures.js';

// Issue 11 item 7: search from the header, over the demo episodes and articles the server seeds.

test('searching from the header lists ranked results with the words marked, and a result opens its page', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search' });
  await field.fill('emergency fund');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=emergency\+fund$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  // Both demo items with the words in their titles come first (a title weighs most), then the rest.
  await expect(results.getByRole('link', { name: 'Building an Emergency Fund You Both Trust' })).toBeVisible();
  const titles = await results.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.slice(0, 2).sort()).toEqual(['Building an Emergency Fund on One Income', 'Building an Emergency Fund You Both Trust'].sort());
  await expect(results.locator('mark').first()).toBeVisible();

  await results.getByRole('link', { name: 'Building an Emergency Fund You Both Trust' }).click();
  await expect(page).toHaveURL(/\/episode\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Building an Emergency Fund You Both Trust' })).toBeVisible();
});

test('the search page says what to do without words, and when nothing matches', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/search');
  await expect(page.getByText('Search episodes and articles', { exact: true })).toBeVisible();

  await page.goto('/search?q=xylophone');
  await expect(page.getByRole('status').filter({ hasText: 'No results for “xylophone”' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the results are in the HTML the server sends, and the page shows them without asking the API again', async ({ page }) => {
  // What a browser without JavaScript (or a slow one, before hydration) gets: the results themselves.
  const html = await (await page.request.get('/search?q=emergency%20fund', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('>Building an Emergency Fund You Both Trust</a>');
  expect(html).toMatch(/<mark[^>]*>emergency<\/mark>/i);

  // Hydrated over the server's markup: no mismatch, and no second search for the inlined results.
  const problems = collectPageProblems(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
  });
  await page.goto('/search?q=emergency%20fund');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Building an Emergency Fund You Both Trust' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
  expect(problems).toEqual([]);
});
