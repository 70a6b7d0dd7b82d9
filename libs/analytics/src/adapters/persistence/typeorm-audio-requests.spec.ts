import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import type { DailyDownloads, DownloadRollup } from '../../domain/index.js';
import { anAudioRequest, aVisitor } from '../../testing/analytics.mothers.js';
import { analyticsMigrations } from './migrations/index.js';
import { TypeOrmAudioRequests } from './typeorm-audio-requests.js';
import { TypeOrmMonthlySalts } from './typeorm-daily-salts.js';

const TABLES = [
  'audio_requests',
  'audio_downloads_daily',
  'audio_download_days',
  'audio_downloads_daily_countries',
  'audio_downloads_daily_devices',
  'audio_download_totals',
  'audio_monthly_listeners',
  'audio_monthly_listener_counts',
];
const byApp = (rows: DailyDownloads[]): DownloadRollup => ({ byApp: rows, byCountry: [], byDevice: [], listeners: [] });

describe.each(testDatabaseKinds())('TypeOrmAudioRequests on $name', (kind) => {
  let database: MigratedDataSource;
  let requests: TypeOrmAudioRequests;
  const query = <Row>(sql: string, parameters: unknown[] = []) => database.dataSource.query<Row[]>(sql, parameters);

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, analyticsMigrations, []);
    requests = new TypeOrmAudioRequests(database.dataSource);
  });
  beforeEach(() => query(`TRUNCATE ${TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY`));
  afterAll(() => database?.dispose());

  it('keeps no IP address and no user agent: the columns it has are all there is', async () => {
    const columns = await query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'audio_requests' AND table_schema = current_schema() ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'id',
      'day',
      'visitor_hash',
      'audio_url',
      'range_start',
      'range_end',
      'file_size',
      'app',
      'bot',
      'timestamp',
      'country',
      'device',
      'listener_hash',
    ]);
  });

  it('keeps a request with its country looked up and no address: the row as stored', async () => {
    await requests.recordAll([anAudioRequest({ day: '2026-06-30', country: 'NZ', device: 'tablet', listener: 'ab'.repeat(16), visitor: aVisitor(3) })]);
    const [row] = await query<Record<string, unknown>>(`SELECT * FROM "audio_requests"`);
    expect(row).toMatchObject({ country: 'NZ', device: 'tablet', app: 'Apple Podcasts' });
    expect(Buffer.from(row!['listener_hash'] as Uint8Array).toString('hex')).toBe('ab'.repeat(16));
    // Nothing that looks like an address, v4 or v6, in any column.
    expect(Object.values(row!).some((value) => typeof value === 'string' && /\d+\.\d+\.\d+\.\d+|[0-9a-f]*:[0-9a-f]*:/i.test(value))).toBe(false);
  });

  it("reads back a day's requests as they were logged, leaving out bots and probes", async () => {
    // Times to the millisecond: they go as epoch milliseconds both ways.
    const whole = anAudioRequest({ day: '2026-06-30', visitor: aVisitor(7), app: 'Overcast', fileSize: 6_000_000_000, at: new Date('2026-06-30T23:59:59.999Z') });
    const ranged = anAudioRequest({ day: '2026-06-30', range: { start: 100, end: 5_000_099 }, fileSize: 6_000_000, at: new Date('2026-06-30T10:17:42.123Z') });
    await requests.recordAll([
      whole,
      ranged,
      anAudioRequest({ day: '2026-06-30', bot: true, app: 'Other' }),
      anAudioRequest({ day: '2026-06-30', range: { start: 0, end: 1 } }),
      anAudioRequest({ day: '2026-06-29' }),
    ]);
    const strip = ({ day: _day, ...request }: typeof whole) => request;
    expect(await requests.requestsOn(['2026-06-30'])).toEqual(expect.arrayContaining([strip(whole), strip(ranged)]));
    expect(await requests.requestsOn(['2026-06-30'])).toHaveLength(2);
    expect(await requests.requestsOn(['2026-06-29', '2026-06-30'])).toHaveLength(3);
    expect(await requests.requestsOn(['2026-07-01'])).toEqual([]);
    expect(await query(`SELECT count(*)::int AS "rows" FROM "audio_requests"`)).toEqual([{ rows: 5 }]);
  });

  it("rolls a day up once: its downloads kept, its requests deleted; a second roll-up of the day changes nothing", async () => {
    await requests.recordAll([anAudioRequest({ day: '2026-06-28' }), anAudioRequest({ day: '2026-06-29' }), anAudioRequest({ day: '2026-06-30' })]);
    expect(await requests.daysBefore('2026-06-30')).toEqual(['2026-06-28', '2026-06-29']);
    const downloads = [
      { day: '2026-06-28', audioUrl: '/media/a.mp3', app: 'Spotify' as const, downloads: 3 },
      { day: '2026-06-28', audioUrl: '/media/a.mp3', app: 'Apple Podcasts' as const, downloads: 1 },
    ];
    expect(await requests.rollUp('2026-06-28', byApp(downloads))).toBe(true);
    expect(await requests.daysBefore('2026-06-30')).toEqual(['2026-06-29']);
    await requests.recordAll([anAudioRequest({ day: '2026-06-28' })]);
    expect(await requests.rollUp('2026-06-28', byApp([{ ...downloads[0]!, downloads: 99 }]))).toBe(false);
    expect(await requests.daysBefore('2026-06-30')).toEqual(['2026-06-29']);
    expect(await requests.dailyDownloads('2026-06-01', '2026-06-30')).toEqual(expect.arrayContaining(downloads));
    expect(await requests.dailyDownloads('2026-06-01', '2026-06-30')).toHaveLength(2);
    expect(await requests.dailyDownloads('2026-06-29', '2026-06-30')).toEqual([]);
  });

  it('rolls up a day without downloads too, so its requests go', async () => {
    await requests.recordAll([anAudioRequest({ day: '2026-06-28', bot: true })]);
    expect(await requests.rollUp('2026-06-28', byApp([]))).toBe(true);
    expect(await requests.daysBefore('2026-06-30')).toEqual([]);
  });

  const A = '/media/episodes/1/audio-a.mp3';
  const B = '/media/episodes/2/audio-b.mp3';
  const rollup = (day: string, rows: { audioUrl: string; app: 'Spotify' | 'Overcast'; country: string | null; device: 'mobile' | 'desktop' | null; listener: string }[]): DownloadRollup => ({
    byApp: rows.map(({ audioUrl, app }) => ({ day, audioUrl, app, downloads: 1 })),
    byCountry: rows.map(({ audioUrl, country }) => ({ day, audioUrl, country, downloads: 1 })),
    byDevice: rows.map(({ audioUrl, device }) => ({ day, audioUrl, device, downloads: 1 })),
    listeners: rows.map(({ listener }) => ({ month: day.slice(0, 7), listener })),
  });

  it("sums a period's rollups by day and file, by file and app, country and device; keeps each file's all-time total", async () => {
    await requests.rollUp('2026-06-01', rollup('2026-06-01', [{ audioUrl: A, app: 'Spotify', country: 'AU', device: 'mobile', listener: 'aa' }]));
    await requests.rollUp('2026-06-20', rollup('2026-06-20', [{ audioUrl: A, app: 'Spotify', country: 'AU', device: 'mobile', listener: 'aa' }]));
    await requests.rollUp(
      '2026-06-21',
      rollup('2026-06-21', [
        { audioUrl: A, app: 'Overcast', country: null, device: null, listener: 'bb' },
        { audioUrl: B, app: 'Spotify', country: 'NZ', device: 'desktop', listener: 'cc' },
      ]),
    );
    const period = await requests.periodDownloads('2026-06-15', '2026-06-30');
    expect(period.byDay).toEqual(
      expect.arrayContaining([
        { day: '2026-06-20', audioUrl: A, downloads: 1 },
        { day: '2026-06-21', audioUrl: A, downloads: 1 },
        { day: '2026-06-21', audioUrl: B, downloads: 1 },
      ]),
    );
    expect(period.byDay).toHaveLength(3);
    expect(period.byApp).toEqual(expect.arrayContaining([{ audioUrl: A, app: 'Spotify', downloads: 1 }, { audioUrl: A, app: 'Overcast', downloads: 1 }, { audioUrl: B, app: 'Spotify', downloads: 1 }]));
    expect(period.byCountry).toEqual(expect.arrayContaining([{ audioUrl: A, country: 'AU', downloads: 1 }, { audioUrl: A, country: null, downloads: 1 }, { audioUrl: B, country: 'NZ', downloads: 1 }]));
    expect(period.byCountry).toHaveLength(3);
    expect(period.byDevice).toEqual(expect.arrayContaining([{ audioUrl: A, device: 'mobile', downloads: 1 }, { audioUrl: A, device: null, downloads: 1 }, { audioUrl: B, device: 'desktop', downloads: 1 }]));
    expect(await requests.allTimeDownloads()).toEqual(expect.arrayContaining([{ audioUrl: A, downloads: 3 }, { audioUrl: B, downloads: 1 }]));
  });

  it("reads each file's early days up to its last one, those from its fold day summed into that day", async () => {
    for (const day of ['2026-05-31', '2026-06-01', '2026-06-02', '2026-07-01', '2026-07-15', '2026-08-29', '2026-08-30']) {
      await requests.rollUp(day, rollup(day, [{ audioUrl: A, app: 'Spotify', country: null, device: null, listener: 'aa' }]));
    }
    await requests.rollUp('2026-06-02', rollup('2026-06-02', [{ audioUrl: B, app: 'Spotify', country: null, device: null, listener: 'aa' }]));
    const early = await requests.earlyDownloads([{ audioUrl: A, foldFrom: '2026-07-01', lastDay: '2026-08-29' }]);
    expect(early).toEqual(
      expect.arrayContaining([
        { day: '2026-05-31', audioUrl: A, downloads: 1 },
        { day: '2026-06-01', audioUrl: A, downloads: 1 },
        { day: '2026-06-02', audioUrl: A, downloads: 1 },
        { day: '2026-07-01', audioUrl: A, downloads: 3 },
      ]),
    );
    expect(early).toHaveLength(4);
    expect(await requests.earlyDownloads([])).toEqual([]);
  });

  it("counts a month's listeners once each as its days roll up, tells which it holds; once closed, the count alone stays", async () => {
    const listener = (hex: string) => ({ audioUrl: A, app: 'Spotify' as const, country: null, device: null, listener: hex.repeat(16) });
    await requests.rollUp('2026-06-01', rollup('2026-06-01', [listener('aa')]));
    await requests.rollUp('2026-06-02', rollup('2026-06-02', [listener('aa'), { ...listener('bb'), audioUrl: B }]));
    await requests.rollUp('2026-07-01', rollup('2026-07-01', [listener('cc')]));
    expect(await requests.monthlyListeners(['2026-05', '2026-06', '2026-07'])).toEqual([
      { month: '2026-05', listeners: 0 },
      { month: '2026-06', listeners: 2 },
      { month: '2026-07', listeners: 1 },
    ]);
    expect(await requests.listenersKnown('2026-07', ['cc'.repeat(16), 'dd'.repeat(16), 'aa'.repeat(16)])).toEqual(['cc'.repeat(16)]);
    expect(await requests.listenersKnown('2026-07', [])).toEqual([]);
    await requests.closeMonthsBefore('2026-07');
    expect(await query(`SELECT "month", count(*)::int AS "hashes" FROM "audio_monthly_listeners" GROUP BY 1`)).toEqual([{ month: '2026-07', hashes: 1 }]);
    // A day of a closed month rolled up late adds no hash; the count stays.
    await requests.rollUp('2026-06-03', rollup('2026-06-03', [listener('ee')]));
    await requests.closeMonthsBefore('2026-07');
    expect(await requests.monthlyListeners(['2026-06', '2026-07'])).toEqual([
      { month: '2026-06', listeners: 2 },
      { month: '2026-07', listeners: 1 },
    ]);
    expect(await query(`SELECT count(*)::int AS "hashes" FROM "audio_monthly_listeners" WHERE "month" = '2026-06'`)).toEqual([{ hashes: 0 }]);
  });

  it('reads the requests of some days written after a row, in the order they were written, bots and probes left out', async () => {
    await requests.recordAll([anAudioRequest({ day: '2026-06-29', visitor: aVisitor(1) }), anAudioRequest({ day: '2026-06-30', visitor: aVisitor(2) })]);
    const first = await requests.requestsSince(['2026-06-29', '2026-06-30'], 0);
    expect(first.requests.map(({ day, visitor }) => [day, visitor])).toEqual([
      ['2026-06-29', aVisitor(1)],
      ['2026-06-30', aVisitor(2)],
    ]);
    await requests.recordAll([anAudioRequest({ day: '2026-06-30', visitor: aVisitor(3) }), anAudioRequest({ day: '2026-06-30', bot: true }), anAudioRequest({ day: '2026-06-28' })]);
    const next = await requests.requestsSince(['2026-06-29', '2026-06-30'], first.lastId);
    expect(next.requests).toEqual([anAudioRequest({ day: '2026-06-30', visitor: aVisitor(3) })]);
    expect(next.lastId).toBe(first.lastId + 2);
    expect(await requests.requestsSince(['2026-06-29', '2026-06-30'], next.lastId)).toEqual({ requests: [], lastId: next.lastId });
  });
});

describe.each(testDatabaseKinds())('TypeOrmMonthlySalts on $name', (kind) => {
  let database: MigratedDataSource;
  beforeAll(async () => {
    database = await createMigratedDataSource(kind, analyticsMigrations, []);
  });
  afterAll(() => database?.dispose());

  it("keeps one month's salt, the same for every process, and destroys the month before when the next one's is made", async () => {
    const june = await new TypeOrmMonthlySalts(database.dataSource).saltOf('2026-06');
    expect(await new TypeOrmMonthlySalts(database.dataSource).saltOf('2026-06')).toEqual(june);
    const july = await new TypeOrmMonthlySalts(database.dataSource).saltOf('2026-07');
    expect(july).not.toEqual(june);
    expect(await database.dataSource.query(`SELECT "day"::text AS "month" FROM "analytics_monthly_salts"`)).toEqual([{ month: '2026-07-01' }]);
  });
});

