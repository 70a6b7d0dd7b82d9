import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ownerPassword } from '../owner.js';
import { uniqueNumber } from './admin-helpers.js';

interface EpisodeJson {
  id: number;
  title: string;
  audioUrl: string;
  duration: string;
}

/**
 * The seeded demo episodes, whose audio is a few minutes of generated music: other journeys running at
 * the same time publish episodes of their own (a 1-second silence, where no link can start at 0:03).
 */
const episodesOf = async (page: Page): Promise<EpisodeJson[]> =>
  ((await (await page.request.get('/api/episodes')).json()) as EpisodeJson[]).filter((episode) => episode.audioUrl.startsWith('/media/demo/'));

const currentTime = (article: Locator) => article.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

/**
 * The position each time playback starts or resumes ('playing'), recorded from now on: playing on, the
 * audio reaches any start time by itself, so only where it started tells that the player sought.
 */
async function recordStarts(article: Locator): Promise<() => Promise<number[]>> {
  await article.locator('audio').evaluate((audio: HTMLAudioElement & { startedAt?: number[] }) => {
    audio.startedAt = [];
    audio.addEventListener('playing', () => audio.startedAt?.push(audio.currentTime));
  });
  return () => article.locator('audio').evaluate((audio: HTMLAudioElement & { startedAt?: number[] }) => audio.startedAt ?? []);
}

test("a demo episode's player plays as long as the episode says: the time it shows ends with the stated duration", async ({ page }) => {
  const demos = await episodesOf(page);
  // Episodes share the generated tunes: one episode of each.
  const oneOfEachTune = demos.filter((episode, index) => demos.findIndex((other) => other.audioUrl === episode.audioUrl) === index);
  expect(oneOfEachTune.length).toBeGreaterThan(1);
  for (const episode of oneOfEachTune) {
    expect(episode.duration).toMatch(/^[2-3]:[0-5]\d$/);
    await page.goto(`/episode/${episode.id}`);
    const article = page.getByRole('article', { name: episode.title });
    await expect(article.getByText(`Duration: ${episode.duration}`, { exact: true })).toBeVisible();
    const player = article.getByRole('group', { name: `Audio player: ${episode.title}` });
    // preload="none": the length is known once playing starts.
    await player.getByRole('button', { name: 'Play' }).click();
    await expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', new RegExp(` / ${episode.duration}$`));
    await player.getByRole('button', { name: 'Pause' }).click();
  }
});

test('a link with ?t= starts the player there, and "Share at current time" copies the link at the position', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const [episode] = await episodesOf(page);

  await page.goto(`/episode/${episode.id}?t=3`);
  const article = page.getByRole('article', { name: episode.title });
  // Browsers refuse autoplay: the player says where it will start, and starts there on play.
  await expect(article.getByText('Starts at 0:03', { exact: true })).toBeVisible();
  const starts = await recordStarts(article);
  await article.getByRole('button', { name: 'Play' }).click();
  // Each start is where 'playing' fired: the first at the shared time, and any later one (a stall under a loaded
  // machine resumes with 'playing' again) after it, never back at the beginning.
  await expect.poll(starts).not.toHaveLength(0);
  expect(Math.min(...(await starts()))).toBeGreaterThanOrEqual(3);

  await article.getByRole('button', { name: `Share ${episode.title}` }).click();
  await page.getByRole('menuitem', { name: 'Share at current time' }).click();

  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(`${copied.origin}${copied.pathname}`).toBe(`${baseURL}/episode/${episode.id}`);
  const seconds = Number(copied.searchParams.get('t'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(3);
  expect(seconds).toBeLessThanOrEqual(Math.ceil(await currentTime(article)));
});

test('a link with #t=m:ss starts there too; Space on the play button plays, announced', async ({ page }) => {
  const [episode] = await episodesOf(page);
  await page.goto(`/episode/${episode.id}#t=0:02`);
  const article = page.getByRole('article', { name: episode.title });
  await expect(article.getByText('Starts at 0:02', { exact: true })).toBeVisible();

  const player = article.getByRole('group', { name: `Audio player: ${episode.title}` });
  await expect(player).toHaveAttribute('aria-keyshortcuts', 'Space ArrowLeft ArrowRight');
  const starts = await recordStarts(article);
  await player.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(starts).not.toHaveLength(0);
  expect(Math.min(...(await starts()))).toBeGreaterThanOrEqual(2);
  await expect(player.locator('[aria-live="polite"]')).toHaveText('Playing');
});

test("a demo episode lists its chapters, all within its audio, and a chapter plays from its start; its transcript is there too", async ({ page }) => {
  const [episode] = await episodesOf(page);
  const { chapters } = (await (await page.request.get(`/api/episodes/${episode.id}`)).json()) as { chapters: { startSeconds: number; title: string }[] | null };
  expect(chapters?.length).toBeGreaterThanOrEqual(3);
  const [minutes = 0, seconds = 0] = episode.duration.split(':').map(Number);
  const clock = (at: number) => `${Math.floor(at / 60)}:${String(Math.floor(at % 60)).padStart(2, '0')}`;

  await page.goto(`/episode/${episode.id}`);
  const article = page.getByRole('article', { name: episode.title });
  const list = article.getByRole('region', { name: 'Chapters' });
  for (const chapter of chapters!) {
    expect(chapter.startSeconds).toBeLessThan(minutes * 60 + seconds);
    await expect(list.getByRole('button', { name: `${clock(chapter.startSeconds)} ${chapter.title}`, exact: true })).toBeVisible();
  }
  const second = chapters![1]!;
  const starts = await recordStarts(article);
  await list.getByRole('button', { name: `${clock(second.startSeconds)} ${second.title}`, exact: true }).click();
  await expect.poll(starts).toHaveLength(1);
  expect((await starts())[0]).toBeGreaterThanOrEqual(second.startSeconds);
  await expect(list.getByRole('button', { name: `${clock(second.startSeconds)} ${second.title}`, exact: true })).toHaveAttribute('aria-current', 'true');
  await article.getByRole('button', { name: 'Pause' }).click();

  await article.getByText('Transcript', { exact: true }).click();
  await expect(article.getByRole('searchbox', { name: 'Search the transcript' })).toBeVisible();
});

/**
 * A public episode playing a demo episode's audio, as long as it, with a real transcript and chapters uploaded through the Episode
 * Manager's API: the page shows what the API stores, rendered on the server.
 */
async function episodeWithTimeline(page: Page): Promise<EpisodeJson> {
  const [demo] = await episodesOf(page);
  const demoDetail = (await (await page.request.get(`/api/episodes/${demo.id}`)).json()) as EpisodeJson & { imageUrl: string };
  expect((await page.request.post('/api/auth/login', { data: { password: ownerPassword } })).status()).toBe(200);
  const number = uniqueNumber();
  const created = await page.request.post('/api/episodes', {
    data: { number, title: `A Timeline Tour ${number}`, description: '<p>Chapters and a transcript.</p>', duration: demo.duration, audioUrl: demo.audioUrl, imageUrl: demoDetail.imageUrl },
  });
  expect(created.status()).toBe(201);
  const episode = (await created.json()) as EpisodeJson;
  const transcript = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to the demo episode.\n\n00:00:04.000 --> 00:00:06.000\nThe last notes of the introduction.\n';
  expect((await page.request.put(`/api/episodes/${episode.id}/transcript`, { headers: { 'Content-Type': 'text/vtt' }, data: transcript })).status()).toBe(200);
  const chapters = { version: '1.2.0', chapters: [{ startTime: 0, title: 'Welcome' }, { startTime: 2, title: 'The arpeggio' }] };
  expect((await page.request.put(`/api/episodes/${episode.id}/chapters`, { data: chapters })).status()).toBe(200);
  return episode;
}

test('chapters and a transcript: a chapter and a line seek, the transcript is in the page, the page passes axe', async ({ page, expectNoAxeViolations }) => {
  const episode = await episodeWithTimeline(page);

  const served = await (await page.request.get(`/episode/${episode.id}`, { headers: { Accept: 'text/html' } })).text();
  expect(served).toContain('The last notes of the introduction.');

  await page.goto(`/episode/${episode.id}`);
  const article = page.getByRole('article', { name: episode.title });
  const starts = await recordStarts(article);
  await article.getByRole('button', { name: '0:02 The arpeggio' }).click();
  await expect(article.getByRole('button', { name: '0:02 The arpeggio' })).toHaveAttribute('aria-current', 'true');
  // Playing starts at the chapter, never from the top; on a busy host it may stop for data and start again further on.
  await expect.poll(async () => (await starts()).length).toBeGreaterThan(0);
  expect(Math.min(...(await starts()))).toBeGreaterThanOrEqual(2);

  await article.getByText('Transcript', { exact: true }).click();
  await article.getByRole('searchbox', { name: 'Search the transcript' }).fill('notes');
  await expect(article.locator('mark')).toHaveText(['notes']);
  await article.getByRole('button', { name: /^0:04 The last notes/ }).click();
  // A seek while playing fires 'playing' again only if it had to wait for data: the position tells.
  await expect.poll(() => currentTime(article)).toBeGreaterThanOrEqual(4);
  expect(Math.min(...(await starts()))).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});
