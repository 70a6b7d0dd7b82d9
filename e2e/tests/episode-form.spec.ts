import { expect, test } from './fixtures.js';
import { pcmWav, signInAt, tinyPng, uniqueNumber } from './admin-helpers.js';

// Issue 23 item 5, in a real browser: the audio's length is read by Chromium's own media stack.
test('the duration is filled from the attached audio, and a save can keep the episode open', async ({ page, expectNoAxeViolations }) => {
  test.slow(); // two axe audits on a shared 2-core host
  const number = uniqueNumber();
  await signInAt(page, '/admin/episodes/new');
  const duration = page.getByLabel('Duration', { exact: true });
  const audio = page.getByLabel('Audio file', { exact: true });

  // A mistake shows once the owner leaves the field, before any submit.
  await duration.fill('75 seconds');
  await duration.blur();
  await expect(page.getByText('The duration must look like 42:15 or 1:05:09.')).toBeVisible();

  // A minute and a quarter of real WAV audio.
  await audio.setInputFiles({ name: 'budget-talk.wav', mimeType: 'audio/wav', buffer: pcmWav({ seconds: 75, toneHz: 440 }) });
  await expect(duration).toHaveValue('1:15');
  await expect(page.getByText('Filled in from the audio file (1:15). You can change it.')).toBeVisible();
  await expect(page.getByText('The duration must look like 42:15 or 1:05:09.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // What the browser cannot read leaves the duration to the owner, said under it.
  await audio.setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('These are my show notes, not audio.\n'.repeat(8)) });
  await expect(page.getByText('The length of this audio file could not be read: type the duration yourself.')).toBeVisible();
  await expect(duration).toHaveValue('1:15');

  // The owner still has the last word on the duration.
  await audio.setInputFiles({ name: 'budget-talk.wav', mimeType: 'audio/wav', buffer: pcmWav({ seconds: 75 }) });
  // The field already says 1:15 (the first file's): the note says when this file's reading is done, so a slow
  // reading cannot land after the owner's own value.
  await expect(page.getByText('Filled in from the audio file (1:15). You can change it.')).toBeVisible();
  await expect(duration).toHaveValue('1:15');
  await duration.fill('1:14');
  await page.getByLabel('Number').fill(String(number));
  await page.getByLabel('Title').fill(`Talking budgets ${number}`);
  await page.getByLabel('Description').fill('<p>Seventy-five seconds on budgets.</p>');
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Save and keep editing' }).click();

  await expect(page.getByText('Episode saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/episodes\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `Episode ${number}: Talking budgets ${number}` })).toBeVisible();
  await expect(duration).toHaveValue('1:14');
  await expect(page.getByLabel('Current audio')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an article's image is uploaded from the form", async ({ page, expectNoAxeViolations }) => {
  const unique = uniqueNumber();
  await signInAt(page, '/admin/articles/new');
  await page.getByLabel('Title').fill(`Pictured budgets ${unique}`);
  await page.getByLabel('Excerpt').fill('With a picture.');
  await page.getByLabel('Content').fill('# A picture\n\nOf our budget.');
  // Dated in the past, so the public journeys that open the newest article (running alongside) never meet it.
  await page.getByLabel('Publish date').fill('2020-01-06T09:00');
  await page.getByLabel('Or upload an image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: tinyPng });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create article' }).click();

  await expect(page.getByText('Article created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const article = await (await page.request.get(`/api/blog-articles/pictured-budgets-${unique}`)).json();
  expect(article.imageUrl).toMatch(/^\/media\/articles\/\d+\/image-[0-9a-f]{12}\.png$/);
  expect((await page.request.get(article.imageUrl)).headers()['content-type']).toBe('image/png');
});
