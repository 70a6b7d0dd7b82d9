import { expect, test } from './fixtures.js';
import { signInAt, silentWav, tinyPng, uniqueNumber } from './admin-helpers.js';

// Issue 23 item 2: episode descriptions are markdown, edited beside a live preview, shown formatted.
test('an episode described in markdown in the back office shows its bold and bullets in the preview and on its page', async ({ page, expectNoAxeViolations }) => {
  const number = uniqueNumber();
  const title = `Tea and a budget ${number}`;

  await signInAt(page, '/admin/episodes/new');
  await page.getByLabel('Number').fill(String(number));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('We sit down **together**, with tea:\n\n- a notebook\n- one small goal');

  const preview = page.getByRole('region', { name: 'Preview as on the episode page' });
  await expect(preview.locator('strong')).toHaveText('together');
  await expect(preview.getByRole('listitem')).toHaveText(['a notebook', 'one small goal']);
  await expectNoAxeViolations(page);

  await page.getByLabel('Duration').fill('1:00');
  await page.getByLabel('Audio file').setInputFiles({ name: 'tea.wav', mimeType: 'audio/wav', buffer: silentWav() });
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Save episode' }).click();
  await expect(page).toHaveURL(/\/admin\/episodes$/);

  await page.goto('/episodes');
  await page.getByRole('link', { name: title, exact: true }).click();
  const description = page.getByTestId('episode-description');
  await expect(description.locator('strong')).toHaveText('together');
  await expect(description.locator('li')).toHaveText(['a notebook', 'one small goal']);
  // Share previews and search engines read the server's page, in plain text: no markdown signs.
  await page.reload();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'We sit down together, with tea: a notebook one small goal');
});
