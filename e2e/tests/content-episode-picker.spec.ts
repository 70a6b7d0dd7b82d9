import type { Page } from '@playwright/test';
import { collectPageProblems, expect, test } from './fixtures.js';
import { signInAt } from './admin-helpers.js';

// Four reloads and five axe runs: beside the content journeys' ffmpeg renders on two cores, more than the default 45 s.
test.describe.configure({ timeout: 120_000 });

/** An episode as the journey uses it: its number and title are what the owner sees. */
interface CreatedEpisode {
  id: number;
  number: number;
  title: string;
}

/**
 * A new, unpublished episode, numbered above every other journey's (uniqueNumber stays under 901,000),
 * so it is on the Episode Manager's first page whatever runs beside it.
 */
async function createEpisode(page: Page, title: string): Promise<CreatedEpisode> {
  const number = 950_000 + Math.floor(Math.random() * 49_000);
  const response = await page.request.post('/api/episodes', { data: { number, title: `${title} ${number}`, description: '<p>Budgets, tea and honesty.</p>', duration: '40:00' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedEpisode;
}

const label = ({ number, title }: CreatedEpisode) => `Episode ${number} · ${title}`;
const picker = (page: Page) => page.getByRole('combobox', { name: 'Episode' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Content' }).getByRole('tab', { name, exact: true });
const noLoading = (page: Page) => expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);

/** The address's episode and tab. */
async function expectAddress(page: Page, episode: CreatedEpisode, tabId: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/admin/content' && url.searchParams.get('episode') === String(episode.number) && url.searchParams.get('tab') === tabId);
}

test('the episode picker is kept across tabs and reloads, and reached from an Episode Manager row', async ({ page, expectNoAxeViolations }) => {
  const problems = collectPageProblems(page);
  await signInAt(page, '/admin/episodes');
  const first = await createEpisode(page, 'Money dates on the sofa');
  const second = await createEpisode(page, 'Saving for the roof');

  // From the episode's row in the Episode Manager to its generated content.
  await page.reload();
  await page.getByRole('link', { name: `Generated content of episode ${first.number}` }).click();
  await expectAddress(page, first, 'blog');
  await expect(picker(page)).toHaveValue(label(first));
  await expect(tab(page, 'Blog Posts')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`No blog posts for Episode ${first.number} yet: upload its audio to generate them.`)).toBeVisible();
  // The upload form only on its tab.
  await expect(page.getByRole('form', { name: 'Upload an episode' })).toBeHidden();
  await noLoading(page);
  await expectNoAxeViolations(page);

  // Another tab keeps the episode; so does a reload.
  await tab(page, 'Social Media').click();
  await expectAddress(page, first, 'social');
  await expect(page.getByText(`No social media posts for Episode ${first.number} yet: upload its audio to generate them.`)).toBeVisible();
  await page.reload();
  await expect(tab(page, 'Social Media')).toHaveAttribute('aria-selected', 'true');
  await expect(picker(page)).toHaveValue(label(first));
  await expect(page.getByText(`No social media posts for Episode ${first.number} yet: upload its audio to generate them.`)).toBeVisible();

  // Another episode, chosen from the keyboard: typed, Down, Enter.
  await picker(page).click();
  await picker(page).fill('');
  await picker(page).pressSequentially(`Episode ${second.number}`);
  const option = page.getByRole('option', { name: label(second) });
  await expect(option).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Episode' }).getByRole('option')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await picker(page).press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(picker(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await picker(page).press('Enter');
  await expect(picker(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(picker(page)).toHaveValue(label(second));
  await expectAddress(page, second, 'social');
  await expect(page.getByText(`No social media posts for Episode ${second.number} yet: upload its audio to generate them.`)).toBeVisible();

  // Escape puts back the chosen episode.
  await picker(page).fill('roof');
  await expect(page.getByRole('option', { name: label(second) })).toBeVisible();
  await picker(page).press('Escape');
  await expect(page.getByRole('listbox', { name: 'Episode' })).toBeHidden();
  await expect(picker(page)).toHaveValue(label(second));

  // The tabs by keyboard keep it too, and the upload form is the chosen episode's.
  await tab(page, 'Social Media').focus();
  await page.keyboard.press('ArrowRight');
  await expectAddress(page, second, 'video');
  await page.reload();
  await expect(tab(page, 'Video Podcast')).toHaveAttribute('aria-selected', 'true');
  await expect(picker(page)).toHaveValue(label(second));
  await tab(page, 'Upload Episode').click();
  await expectAddress(page, second, 'upload');
  await expect(page.getByRole('form', { name: 'Upload an episode' })).toContainText(`The audio of ${label(second)}`);
  await noLoading(page);
  await expectNoAxeViolations(page);

  // An address naming no episode says so.
  await page.goto('/admin/content?episode=999999999&tab=blog');
  await expect(picker(page)).toHaveAccessibleDescription('Search by number or title. There is no Episode 999999999: choose an episode from the list.');
  await expect(page.getByText('No episode chosen yet. Choose one above to see its blog posts.')).toBeVisible();
  await noLoading(page);
  await expectNoAxeViolations(page);

  // Generate posts on the social screen chooses with the same picker.
  await page.goto('/admin/social-media');
  const generate = page.getByRole('region', { name: 'Generate posts' });
  await generate.getByRole('combobox', { name: 'Episode' }).fill(String(first.number));
  await generate.getByRole('option', { name: label(first) }).click();
  await expect(generate.getByRole('combobox', { name: 'Episode' })).toHaveValue(label(first));
  await noLoading(page);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
