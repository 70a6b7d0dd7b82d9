import type { Page } from '@playwright/test';
import { ownerLinks } from '../owner.js';
import { collectPageProblems, expect, test } from './fixtures.js';

interface EpisodeJson {
  id: number;
  title: string;
}

interface ArticleJson {
  slug: string;
}

/** helper A's ThemeProvider reads this key before the first paint. */
const useDarkTheme = (page: Page) => page.addInitScript(() => window.localStorage.setItem('harmony-theme', 'dark'));

/**
 * Every link in the page as the browser has it after the app started, hidden ones (a collapsed menu) too;
 * an in-page one (`#register`) with whether the page has what it names.
 */
const linksOf = (page: Page) =>
  page.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const href = anchor.getAttribute('href');
      const fragment = href?.startsWith('#') ? decodeURIComponent(href.slice(1)) : null;
      return { text: anchor.textContent?.trim() ?? '', href, inPage: fragment === null ? null : fragment !== '' && document.getElementById(fragment) !== null };
    }),
  );

/** Each kind of public page, by a path that shows it. */
async function publicPages(page: Page): Promise<string[]> {
  const [episode] = (await (await page.request.get('/api/episodes')).json()) as EpisodeJson[];
  const [article] = (await (await page.request.get('/api/blog-articles')).json()) as ArticleJson[];
  return ['/', '/episodes', `/episode/${episode!.id}`, '/blog', `/blog/${article!.slug}`, '/workshop', '/contact', '/privacy', '/terms', '/search', '/search?q=budget', '/no-such-page'];
}

test('no public page carries a placeholder or empty link, and every link of the site answers', async ({ page, baseURL }) => {
  const sitePaths = new Set<string>();
  for (const path of await publicPages(page)) {
    await page.goto(path);
    const links = await linksOf(page);
    expect(links.length, path).toBeGreaterThan(0);
    const dead = links.filter(({ href, inPage }) => href === null || href.trim() === '' || inPage === false || /^javascript:/i.test(href));
    expect(dead, `placeholder links on ${path}`).toEqual([]);
    expect(links.filter(({ text }) => /Google Podcasts/i.test(text)), `Google Podcasts on ${path}`).toEqual([]);
    for (const { href } of links) {
      const url = new URL(href!, `${baseURL}${path}`);
      if (url.origin === baseURL) sitePaths.add(url.pathname);
      else if (url.protocol !== 'mailto:') expect(url.protocol, href!).toBe('https:');
    }
  }
  for (const path of sitePaths) {
    expect((await page.request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test('listening platforms and social profiles are the ones the owner named, and the feed', async ({ page }) => {
  await page.goto('/');
  const subscribe = page.getByRole('list', { name: 'Subscribe on your favourite platform' }).getByRole('link');
  await expect(subscribe).toHaveText(['Spotify', 'RSS Feed']);
  await expect(subscribe.first()).toHaveAttribute('href', ownerLinks.SITE_SPOTIFY_URL);

  const footer = page.getByRole('contentinfo');
  const follow = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(follow).toHaveCount(1);
  await expect(follow).toHaveAccessibleName('Instagram');
  await expect(follow).toHaveAttribute('href', ownerLinks.SITE_INSTAGRAM_URL);
  await expect(follow).toHaveAttribute('target', '_blank');

  await page.goto('/episodes');
  const [card] = await page.getByRole('main').getByRole('article').all();
  await card!.getByRole('button', { name: 'Listen' }).click();
  await expect(card!.getByRole('list', { name: /^Listen to .* on$/ }).getByRole('link')).toHaveText([/^Spotify/, /^RSS Feed/]);
});

test('the footer leads to the blog, the episodes and the contact page, titled as the server titles them', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Blog Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle('Blog | Money Together');

  await footer.getByRole('link', { name: 'All Episodes' }).click();
  await expect(page).toHaveURL(/\/episodes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible();

  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page).toHaveTitle('Contact | Money Together');
});

test('/contact is a page with the contact form, its own title, and sends a message', async ({ page }) => {
  const problems = collectPageProblems(page);
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Contact | Money Together');

  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByLabel('Name').fill('Sam');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Subject').fill('From the contact page');
  await form.getByLabel('Message').fill('Found you through the footer.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  expect(problems).toEqual([]);

  // The home page keeps its contact section.
  await page.goto('/#contact');
  await expect(page.getByRole('form', { name: 'Get in Touch' })).toBeVisible();
});

test("/contact's form code comes when the visitor reaches for it: nothing typed before it arrives is lost, a submission then is sent once", async ({ page, expectNoAxeViolations }) => {
  const problems = collectPageProblems(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') sent.push(request.postData() ?? '');
  });
  await page.goto('/contact');
  // The page is live; whatever else of the site it fetches from now on (the form's code) waits until released.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/remotes/site/**', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });

  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByLabel('Name').fill('Robin');
  await form.getByLabel('Email').fill('robin@example.com');
  await form.getByLabel('Subject').fill('Typed before the form code');
  await form.getByLabel('Message').pressSequentially('Still here?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  expect(sent).toEqual([]);

  release();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ name: 'Robin', email: 'robin@example.com', subject: 'Typed before the form code', message: 'Still here?', website: '' }]);
  await expect(form.getByLabel('Name')).toHaveValue('');

  // The working form, showing its messages, is as accessible as the one the server rendered.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);
  expect(sent).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("/contact's form is in the server's markup: there before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact | Money Together');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(form.getByLabel(label)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`/contact passes axe in the ${theme} theme`, async ({ page, expectNoAxeViolations }) => {
    if (theme === 'dark') await useDarkTheme(page);
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Get in Touch' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
