import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskMediaStorage } from '@harmony/platform';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { SeedDemoEpisodes } from '../../application/seed-demo-episodes.js';
import { EpisodeTranscriptAndChapters } from '../../application/transcript-and-chapters.js';
import { demoTunesFolder, FakeDescriptionSanitizer, InMemoryEpisodeRepository } from '../../testing/index.js';
import { synthesiseTune, tuneOf } from './demo-tunes.js';
import { demoAudioKey, GeneratedDemoMedia, renderCover } from './generated-demo-media.js';
import { MediaStorageLibrary } from './media-storage-library.js';
import { mp3Seconds } from './mp3-frames.js';

/** "2:30" as the player shows a length: whole seconds, rounded down. */
const asThePlayerShows = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

describe('generated demo media', () => {
  let mediaRoot: string;
  beforeEach(async () => {
    mediaRoot = await mkdtemp(path.join(os.tmpdir(), 'harmony-demo-media-'));
  });
  afterEach(() => rm(mediaRoot, { recursive: true, force: true }));

  it('refuses to measure what is not MPEG Layer III audio', () => {
    expect(() => mp3Seconds(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow('Not an MPEG Layer III frame at byte 0');
  });

  it('gives neighbouring episodes different tunes', () => {
    expect(tuneOf(1)).not.toBe(tuneOf(2));
    expect(demoAudioKey(1)).not.toBe(demoAudioKey(2));
    expect(synthesiseTune(tuneOf(1), 1)).not.toEqual(synthesiseTune(tuneOf(2), 1));
  });

  it('renders an accessible SVG cover with the escaped title', () => {
    const svg = renderCover(7, 'Debt & Love <Together>');
    expect(svg).toContain('aria-label="Episode 7: Debt &amp; Love &lt;Together&gt;"');
    expect(svg).toContain('EPISODE 7');
    expect(svg).not.toContain('<Together>');
  });

  it('encodes and stores an episode’s tune when it is missing, as the tests’ own folder of tunes holds it, and says how long it plays', async () => {
    const storage = new LocalDiskMediaStorage(mediaRoot);
    const audio = await new GeneratedDemoMedia(storage).createAudio(11);
    const mp3 = await readFile(storage.localPathOf(audio.url)!);
    expect(audio.url).toBe(storage.urlFor(demoAudioKey(11)));
    expect(mp3.equals(await readFile(path.join(await demoTunesFolder(), path.basename(demoAudioKey(11)))))).toBe(true);
    // Every MP3 frame starts with an 11-bit sync word.
    expect([mp3[0], mp3[1]! & 0xe0]).toEqual([0xff, 0xe0]);
    // Constant bitrate: 32 kbit/s is 4 000 bytes a second, whatever the frames say.
    expect(audio.seconds).toBeCloseTo(mp3.length / 4000, 6);
    expect(audio.seconds).toBeGreaterThanOrEqual(120);
    // One tune encoded in Jest's VM: seconds of CPU, more on a busy machine.
  }, 180_000);

  it('states for each demo episode the length its stored audio plays, 2 to 4 minutes, as the player shows it, with chapters within it; a restart measures the stored audio and keeps it', async () => {
    const storage = new LocalDiskMediaStorage(mediaRoot);
    // The tunes as a first start stores them (made outside Jest's VM: see demoTunesFolder).
    await cp(await demoTunesFolder(), path.join(mediaRoot, 'demo'), { recursive: true });
    const written = await stat(storage.localPathOf(storage.urlFor(demoAudioKey(1)))!);
    const episodes = new InMemoryEpisodeRepository();
    const changes = new RecordingContentChanges();
    const timelines = new EpisodeTranscriptAndChapters(episodes, new MediaStorageLibrary(storage), changes);
    const seed = () => new SeedDemoEpisodes(episodes, new GeneratedDemoMedia(storage), new FakeDescriptionSanitizer(), changes, timelines).execute();
    expect((await seed()).chaptered).toBeGreaterThanOrEqual(8);

    const { items } = await episodes.findAll({ limit: 100, offset: 0 }, new Date());
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const episode of items) {
      const seconds = mp3Seconds(await readFile(storage.localPathOf(episode.audioUrl)!));
      expect(seconds).toBeGreaterThanOrEqual(120);
      expect(seconds).toBeLessThan(240);
      expect(episode.duration).toBe(asThePlayerShows(seconds));
      // The chapters file as the site serves it, every start inside the audio.
      const file = JSON.parse(await readFile(storage.localPathOf(episode.chaptersUrl!)!, 'utf8')) as { chapters: { startTime: number }[] };
      expect(file.chapters.length).toBeGreaterThanOrEqual(3);
      for (const { startTime } of file.chapters) expect(startTime).toBeLessThan(seconds);
    }
    expect(new Set(items.map((episode) => episode.duration)).size).toBeGreaterThan(1);
    expect((await stat(storage.localPathOf(storage.urlFor(demoAudioKey(1)))!)).mtimeMs).toBe(written.mtimeMs);

    // Chapters the owner removed stay removed: their stored file tells the seed they were there.
    await timelines.removeChapters(items[0]!.id);
    expect(await seed()).toEqual({ seeded: 0, updated: 0, chaptered: 0 });
    expect((await timelines.detail(items[0]!.id)).chapters).toBeNull();
  }, 120_000);
});
