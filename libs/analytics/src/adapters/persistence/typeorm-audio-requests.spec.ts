import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { anAudioRequest, aVisitor } from '../../testing/analytics.mothers.js';
import { analyticsMigrations } from './migrations/index.js';
import { TypeOrmAudioRequests } from './typeorm-audio-requests.js';

const TABLES = ['audio_requests', 'audio_downloads_daily', 'audio_download_days'];

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
    expect(columns.map((column) => column.column_name)).toEqual(['id', 'day', 'visitor_hash', 'audio_url', 'range_start', 'range_end', 'file_size', 'app', 'bot', 'timestamp']);
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
    expect(await requests.rollUp('2026-06-28', downloads)).toBe(true);
    expect(await requests.daysBefore('2026-06-30')).toEqual(['2026-06-29']);
    await requests.recordAll([anAudioRequest({ day: '2026-06-28' })]);
    expect(await requests.rollUp('2026-06-28', [{ ...downloads[0]!, downloads: 99 }])).toBe(false);
    expect(await requests.daysBefore('2026-06-30')).toEqual(['2026-06-29']);
    expect(await requests.dailyDownloads('2026-06-01', '2026-06-30')).toEqual(expect.arrayContaining(downloads));
    expect(await requests.dailyDownloads('2026-06-01', '2026-06-30')).toHaveLength(2);
    expect(await requests.dailyDownloads('2026-06-29', '2026-06-30')).toEqual([]);
  });

  it('rolls up a day without downloads too, so its requests go', async () => {
    await requests.recordAll([anAudioRequest({ day: '2026-06-28', bot: true })]);
    expect(await requests.rollUp('2026-06-28', [])).toBe(true);
    expect(await requests.daysBefore('2026-06-30')).toEqual([]);
  });
});
