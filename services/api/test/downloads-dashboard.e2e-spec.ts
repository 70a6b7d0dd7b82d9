import { DataSource } from 'typeorm';
import { useOwner, useTestApp } from './test-app.js';

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
        `INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp")
         VALUES ($1::date, decode(repeat('cd', 16), 'hex'), $2, NULL, NULL, 3000000, 'Castro', false, $1::date + time '12:00')`,
        [threeDaysAgo, audioUrl],
      );

    const { body } = await owner.get('/api/admin/downloads?period=7d').expect(200);
    expect(body.period).toMatchObject({ name: '7d', lastDay: new Date().toISOString().slice(0, 10) });
    expect(body.total).toBe(1);
    expect(body.byDay).toHaveLength(7);
    expect(body.byDay.find((day: { date: string }) => day.date === threeDaysAgo)).toMatchObject({ downloads: 1 });
    expect(body.byApp).toEqual([{ app: 'Castro', downloads: 1 }]);
    expect(body.byEpisode.find((row: { episodeId: number }) => row.episodeId === episode.id)).toMatchObject({ inPeriod: 1, allTime: 1 });
    expect((await owner.get('/api/admin/downloads?period=today').expect(200)).body.total).toBe(0);
  });

  it.each(['period=week', 'period=custom&from=2026-02-30&to=2026-03-01', 'period=7d&from=2026-01-01', 'period=custom&from=2026-01-01'])(
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
