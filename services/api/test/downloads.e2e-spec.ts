import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDirectory } from '@harmony/platform';
import { DataSource } from 'typeorm';
import { useOwner, useTestApp } from './test-app.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SPOTIFY = 'Spotify/8.8.0 iOS/16.5 (iPhone15,2)';
const OVERCAST = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';
const APPLE = 'AppleCoreMedia/1.0.0.20E247 (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// An uploaded episode file the catalogue does not list as the episode's audio: its first minute is the 1 MB default.
const FILE_SIZE = 3_000_000;

interface Downloads {
  total: number;
  byEpisode: { episodeId: number; title: string | null; downloads: number }[];
  byDay: { date: string; downloads: number }[];
  byApp: { app: string; downloads: number }[];
}

/** Audio requests logged for download counts, counted by the IAB rules in GET /api/admin/analytics. */
describe('download counts', () => {
  const { http, app } = useTestApp();
  const owner = useOwner(http);
  let episode: { id: number; title: string };
  let audioUrl: string;

  beforeAll(async () => {
    const list = await http().get('/api/episodes').expect(200);
    episode = (list.body.items ?? list.body)[0];
    audioUrl = `/media/episodes/${episode.id}/audio-e2e.mp3`;
    const file = path.join(mediaDirectory(app().config), audioUrl.replace(/^\/media\//, ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.alloc(FILE_SIZE, 7));
  });

  const downloads = async (): Promise<Downloads> => (await owner.get('/api/admin/analytics').expect(200)).body.downloads;
  /** Logging happens once an answer has been sent, off the request path: wait for it to arrive. */
  const downloadsOnce = async (total: number): Promise<Downloads> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await downloads()).total >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return downloads();
  };

  it('serves audio as before: the whole file, or a range with 206', async () => {
    const whole = await http().get(audioUrl).set('User-Agent', CHROME).expect(200);
    expect(whole.body).toHaveLength(FILE_SIZE);
    expect(whole.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=604800',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/),
    });
    // A folder is no file: it falls through to the site's own answer.
    await http().get(path.posix.dirname(audioUrl)).expect(404);
    await http().get(`${path.posix.dirname(audioUrl)}/`).expect(404);
    const range = await http().get(audioUrl).set('User-Agent', SPOTIFY).set('Range', 'bytes=0-499999').expect(206);
    expect(range.headers['content-range']).toBe(`bytes 0-499999/${FILE_SIZE}`);
  });

  it('counts a whole file and a download resumed in ranges; not a bot, a 0-1 probe, a short range or a repeat', async () => {
    // Chrome's whole file (above) and again now: one download. Spotify's 0-499999 (above), then the rest of a minute: one.
    await http().get(audioUrl).set('User-Agent', CHROME).expect(200);
    await http().get(audioUrl).set('User-Agent', SPOTIFY).set('Range', 'bytes=500000-1099999').expect(206);
    await http().get(audioUrl).set('User-Agent', GOOGLEBOT).expect(200);
    await http().get(audioUrl).set('User-Agent', APPLE).set('Range', 'bytes=0-1').expect(206);
    await http().get(audioUrl).set('User-Agent', OVERCAST).set('Range', 'bytes=0-99999').expect(206);
    await http().head(audioUrl).set('User-Agent', OVERCAST).expect(200);

    const counted = await downloadsOnce(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(counted.total).toBe(2);
    expect(counted.byEpisode).toEqual([{ episodeId: episode.id, title: episode.title, downloads: 2 }]);
    expect(counted.byDay).toHaveLength(30);
    expect(counted.byDay.at(-1)).toEqual({ date: today, downloads: 2 });
    expect(counted.byApp).toEqual([
      { app: 'Spotify', downloads: 1 },
      { app: 'Web browser', downloads: 1 },
    ]);
  });

  it('logs what can make a download, merged per listener, with no IP address or user agent', async () => {
    // Chrome's second whole file adds no byte and is not kept; Spotify's two ranges touch and make one row.
    const rows = await app().app.get(DataSource).query(`SELECT * FROM "audio_requests" ORDER BY "app", "range_start"`);
    expect(rows.map((row: { app: string; bot: boolean; range_start: string | null; range_end: string | null }) => [row.app, row.bot, row.range_start, row.range_end])).toEqual([
      ['Apple Podcasts', false, '0', '1'],
      ['Other', true, null, null],
      ['Overcast', false, '0', '99999'],
      ['Spotify', false, '0', '1099999'],
      ['Web browser', false, null, null],
    ]);
    const text = JSON.stringify(rows);
    for (const personal of ['127.0.0.1', '::ffff', CHROME, 'Chrome/126', SPOTIFY]) expect({ personal, found: text.includes(personal) }).toEqual({ personal, found: false });
  });

  it("keeps one row for a listener's player asking for the same chunks again and again", async () => {
    const player = 'PocketCasts/1.0 (Pocket Casts; +https://pocketcasts.com/)';
    for (let round = 0; round < 3; round += 1) {
      for (const range of ['bytes=0-65535', 'bytes=65536-131071', 'bytes=0-65535']) await http().get(audioUrl).set('User-Agent', player).set('Range', range).expect(206);
    }
    await downloads();
    const rows = await app().app.get(DataSource).query(`SELECT "range_start", "range_end" FROM "audio_requests" WHERE "app" = 'Pocket Casts'`);
    expect(rows).toEqual([{ range_start: '0', range_end: '131071' }]);
  });

  it('logs nothing for an answer that serves no audio: not modified, a range past the end, a missing file', async () => {
    const rowCount = async () => {
      await downloads();
      return (await app().app.get(DataSource).query(`SELECT count(*)::int AS "rows" FROM "audio_requests"`))[0].rows;
    };
    const before = await rowCount();
    const player = 'Castro/2024.1 (iPhone)';
    const { headers } = await http().head(audioUrl).expect(200);
    await http().get(audioUrl).set('User-Agent', player).set('If-None-Match', headers.etag).expect(304);
    await http().get(audioUrl).set('User-Agent', player).set('Range', `bytes=${FILE_SIZE}-${FILE_SIZE + 10}`).expect(416);
    await http().get(audioUrl.replace('audio-e2e', 'no-such-file')).set('User-Agent', player).expect(404);
    expect(await rowCount()).toBe(before);
  });

  it("rolls a past day's requests up into its downloads at the next read, and deletes them", async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const database = app().app.get(DataSource);
    await database.query(
      `INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp")
       VALUES ($1::date, decode(repeat('ab', 16), 'hex'), $2, NULL, NULL, $3, 'Castro', false, $1::date + time '12:00'),
              ($1::date, decode(repeat('ab', 16), 'hex'), $2, NULL, NULL, $3, 'Castro', false, $1::date + time '13:00')`,
      [threeDaysAgo, audioUrl, FILE_SIZE],
    );
    const counted = await downloads();
    expect(counted.total).toBe(3);
    expect(counted.byDay.find((day) => day.date === threeDaysAgo)).toEqual({ date: threeDaysAgo, downloads: 1 });
    expect(counted.byApp).toContainEqual({ app: 'Castro', downloads: 1 });
    expect(await database.query(`SELECT count(*)::int AS "rows" FROM "audio_requests" WHERE "day" = $1::date`, [threeDaysAgo])).toEqual([{ rows: 0 }]);
    expect((await downloads()).total).toBe(3);
  });
});

describe('download counts with DOWNLOAD_LOGGING=false', () => {
  const { http, app } = useTestApp({ DOWNLOAD_LOGGING: 'false' });

  it('serves audio and logs nothing', async () => {
    const list = await http().get('/api/episodes').expect(200);
    const demoAudio: string = (list.body.items ?? list.body)[0].audioUrl;
    await http().get(demoAudio).set('User-Agent', CHROME).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await app().app.get(DataSource).query(`SELECT count(*)::int AS "rows" FROM "audio_requests"`)).toEqual([{ rows: 0 }]);
  });
});
