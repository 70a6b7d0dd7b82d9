import type { Page } from '@playwright/test';
import { collectPageProblems, expect, test } from './fixtures.js';

interface ArticleJson {
  slug: string;
  title: string;
}

const useDarkTheme = (page: Page) => page.addInitScript(() => window.localStorage.setItem('harmony-theme', 'dark'));
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('blog list → article → another article from "More Articles"', async ({ page, request }) => {
  const articles: ArticleJson[] = await (await request.get('/api/blog-articles')).json();
  expect(articles.length).toBeGreaterThanOrEqual(3);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Money & Marriage Blog' })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured Articles' });
  await expect(featured.getByRole('article')).toHaveCount(2);
  await expect(featured.getByText("Editor's Choice")).toHaveCount(2);
  const all = page.getByRole('region', { name: 'All Articles' });
  await expect(all.getByRole('article')).toHaveCount(articles.length);
  await expect(page.getByRole('link', { name: 'Listen to the Podcast' })).toHaveAttribute('href', '/#episodes');

  const first = articles[0];
  await all.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/blog/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // The markdown arrives as HTML: headings one level below the title, lists, emphasis.
  const content = page.getByTestId('article-content');
  await expect(content.locator('h2').first()).toBeVisible();
  await expect(content.locator('li').first()).toBeVisible();
  await expect(content.locator('script')).toHaveCount(0);

  const more = page.getByRole('region', { name: 'More Articles' });
  await expect(more.getByRole('article')).toHaveCount(2);
  const next = articles.find((article) => article.slug !== first.slug)!;
  await more.getByRole('link', { name: next.title }).click();
  await expect(page).toHaveURL(`/blog/${next.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('an unknown slug shows "Article Not Found" with a way back to the blog, answered 404', async ({ page }) => {
  expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Money & Marriage Blog' })).toBeVisible();
});

test('the blog and workshop pages arrive rendered, article included, and hydrate without errors', async ({ page, request }) => {
  const [article]: ArticleJson[] = await (await request.get('/api/blog-articles')).json();
  const problems = collectPageProblems(page);
  for (const [path, heading] of [
    ['/blog', 'Money &amp; Marriage Blog'],
    [`/blog/${article.slug}`, article.title],
    ['/workshop', 'The Financial Harmony Workshop'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    if (path.startsWith('/blog/')) expect(html, 'the sanitized markdown is in the HTML').toMatch(/data-testid="article-content"[^>]*><[a-z]/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the workshop form shows its messages, then registers and keeps the thank-you view', async ({ page }) => {
  await page.goto('/workshop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const badge of ['Coming Soon', 'Full Day Workshop', 'Limited to 15 Couples', 'Location TBA']) {
    await expect(page.getByRole('list', { name: 'Workshop facts' }).getByText(badge)).toBeVisible();
  }
  // The form (and its libraries) is not in the first view: the hero's link brings it in.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByRole('form', { name: 'Register Your Interest' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Register Your Interest' }).click();
  await expect(page).toHaveURL('/workshop#register');
  await expect(page.getByRole('region', { name: 'Be the First to Know' })).toBeInViewport();

  await page.getByRole('button', { name: 'Register Interest' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please tell us more about your interests (at least 10 characters)')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByLabel('Email Address').fill('ana.e2e@example.com');
  await page.getByLabel("Partner's Name (optional)").fill('Leo');
  await page.getByLabel('What would you most like to learn?').fill('How to budget together as newlyweds.');
  await page.getByRole('checkbox', { name: /weekly newsletter/ }).check();
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/workshop/interest'));
  await page.getByRole('button', { name: 'Register Interest' }).click();
  expect((await posted).status()).toBe(201);

  await expect(page.getByText('Interest Registered!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You for Your Interest!' })).toBeFocused();
  // The thank-you view stays: the form does not come back.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Interest!' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
});

test('the workshop FAQ opens and closes its answers, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/workshop');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.locator('summary', { hasText: 'How much will the workshop cost?' });
  const answer = faq.getByText(/^Pricing to be announced\./);
  await expect(question).toBeVisible();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  const partners = faq.locator('summary', { hasText: 'Do both partners need to attend?' });
  await partners.focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText(/^Yes, we strongly recommend it\./)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(faq.getByText(/^Yes, we strongly recommend it\./)).toBeHidden();
});

test('a 360 px phone scrolls the blog and workshop pages only vertically', async ({ page, request }) => {
  const [article]: ArticleJson[] = await (await request.get('/api/blog-articles')).json();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading] of [
    ['/blog', 'Money & Marriage Blog'],
    [`/blog/${article.slug}`, article.title],
    ['/workshop', 'The Financial Harmony Workshop'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The workshop form loads as it nears the viewport: scroll its section into view first.
    if (path === '/workshop') await page.getByRole('region', { name: 'Be the First to Know' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('article').or(page.getByRole('form')).first()).toBeVisible();
    expect(await noHorizontalScroll(page), path).toBe(true);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on /blog, /blog/{slug} and /workshop (${theme})`, async ({ page, request, expectNoAxeViolations }) => {
    const [article]: ArticleJson[] = await (await request.get('/api/blog-articles')).json();
    if (theme === 'dark') await useDarkTheme(page);

    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'All Articles' }).getByRole('article').first()).toBeVisible();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);

    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByTestId('article-content').locator('h2').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'More Articles' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/workshop');
    // Scrolled to, the form loads; its messages and an open answer are checked too.
    await page.getByRole('region', { name: 'Be the First to Know' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Register Interest' })).toBeVisible();
    await page.getByRole('button', { name: 'Register Interest' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.locator('summary', { hasText: 'Do both partners need to attend?' }).click();
    await expect(page.getByText(/^Yes, we strongly recommend it\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
