import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDirectory } from '@harmony/platform';
import { DataSource } from 'typeorm';
import { useOwner, useTestApp } from './test-app.js';

const SPOTIFY_ON_ANDROID = 'Spotify/8.8.0 Android/33 (SM-G991B)';
// A public address DB-IP places in Great Britain, forwarded by a proxy on loopback (TRUST_PROXY's default).
const BRITISH_ADDRESS = '81.2.69.142';

interface Listeners {
  total: number;
  countries: unknown[];
  devices: unknown[];
  monthlyUniqueListeners: { month: string; listeners: number; soFar: boolean }[];
}

/** GET /api/admin/downloads (issue 27 item 6): a period's downloads and each episode's pacing. */
describe('downloads dashboard', () => {
  const { http, app } = useTestApp();
  const owner = useOwner(http);

  it('counts a past day of an episode into the period, its episode row and the app', async () => {
    const list = await http().get('/api/episodes').expect(200);
    const episode: { id: number } = (list.body.items ?? list.body)[0];
    const audioUrl = `/media/episodes/${episode.id}/audio-dashboard.mp3`;
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await app()
      .app.get(DataSource)
      .query(
        `INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp", "country", "device", "listener_hash")
         VALUES ($1::date, decode(repeat('cd', 16), 'hex'), $2, NULL, NULL, 3000000, 'Castro', false, $1::date + time '12:00', 'NZ', 'tablet', decode(repeat('ef', 16), 'hex'))`,
        [threeDaysAgo, audioUrl],
      );

    const { body } = await owner.get('/api/admin/downloads?period=7d').expect(200);
    expect(body.period).toMatchObject({ name: '7d', lastDay: new Date().toISOString().slice(0, 10) });
    expect(body.total).toBe(1);
    expect(body.byDay).toHaveLength(7);
    expect(body.byDay.find((day: { date: string }) => day.date === threeDaysAgo)).toMatchObject({ downloads: 1 });
    expect(body.byApp).toEqual([{ app: 'Castro', downloads: 1 }]);
    expect(body.countries).toEqual([{ country: 'NZ', downloads: 1 }]);
    expect(body.devices).toEqual([{ device: 'tablet', downloads: 1 }]);
    expect(body.monthlyUniqueListeners.map(({ month }: { month: string }) => month)).toContain(threeDaysAgo.slice(0, 7));
    expect(body.byEpisode.find((row: { episodeId: number }) => row.episodeId === episode.id)).toMatchObject({ inPeriod: 1, allTime: 1 });
    expect((await owner.get('/api/admin/downloads?period=today').expect(200)).body.total).toBe(0);
  });

  it("counts today's listener by the country of the forwarded address and the device of the user agent, keeping neither", async () => {
    const list = await http().get('/api/episodes').expect(200);
    const episode: { id: number } = (list.body.items ?? list.body)[0];
    const audioUrl = `/media/episodes/${episode.id}/audio-listener.mp3`;
    const file = path.join(mediaDirectory(app().config), audioUrl.replace(/^\/media\//, ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.alloc(2_000_000, 7));
    await http().get(audioUrl).set('User-Agent', SPOTIFY_ON_ANDROID).set('X-Forwarded-For', BRITISH_ADDRESS).expect(200);

    // Logged off the request path: wait for it.
    let body: Listeners = { total: 0, countries: [], devices: [], monthlyUniqueListeners: [] };
    for (let attempt = 0; attempt < 50 && body.total < 1; attempt += 1) {
      body = (await owner.get('/api/admin/downloads?period=today').expect(200)).body;
      if (body.total < 1) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(body.total).toBe(1);
    expect(body.countries).toEqual([{ country: 'GB', downloads: 1 }]);
    expect(body.devices).toEqual([{ device: 'mobile', downloads: 1 }]);
    // The first test's listener of three days ago counts too when it was this month.
    expect(body.monthlyUniqueListeners).toEqual([{ month: today.slice(0, 7), listeners: threeDaysAgo.slice(0, 7) === today.slice(0, 7) ? 2 : 1, soFar: true }]);

    const rows = await app().app.get(DataSource).query(`SELECT * FROM "audio_requests" WHERE "audio_url" = $1`, [audioUrl]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ country: 'GB', device: 'mobile', app: 'Spotify' });
    const stored = JSON.stringify(rows);
    for (const personal of [BRITISH_ADDRESS, '127.0.0.1', SPOTIFY_ON_ANDROID]) expect({ personal, found: stored.includes(personal) }).toEqual({ personal, found: false });
  });

  it.each(['period=nonsense', 'period=week', 'period=custom&from=2026-02-30&to=2026-03-01', 'period=7d&from=2026-01-01', 'period=custom&from=2026-01-01'])(
    'answers %s with 400 problem+json that says why',
    async (query) => {
      const answer = await owner.get(`/api/admin/downloads?${query}`).expect(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body).toMatchObject({ status: 400, detail: expect.any(String) });
    },
  );

  it('serves the public "How we count downloads" page', async () => {
    const page = await http().get('/how-we-count-downloads').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('How we count downloads');
  });

  it('is for the owner only', async () => {
    await http().get('/api/admin/downloads').expect(401);
  });
});
