import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskMediaStorage } from '@harmony/platform';
import { RecordingContentChanges } from '@harmony/platform/testing';
import { SeedDemoEpisodes } from '../../application/seed-demo-episodes.js';
import { FakeDescriptionSanitizer, InMemoryEpisodeRepository } from '../../testing/index.js';
import { demoAudioKey, GeneratedDemoMedia, renderCover, synthesiseTune, tuneOf } from './generated-demo-media.js';
import { mp3Seconds } from './mp3-frames.js';

/** "2:30" as the player shows a length: whole seconds, rounded down. */
const asThePlayerShows = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

describe('generated demo media', () => {
  it('refuses to measure what is not MPEG Layer III audio', () => {
    expect(() => mp3Seconds(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow('Not an MPEG Layer III frame at byte 0');
  });

  it('gives neighbouring episodes different tunes', () => {
    expect(tuneOf(1)).not.toBe(tuneOf(2));
    expect(demoAudioKey(1)).not.toBe(demoAudioKey(2));
    expect(synthesiseTune(tuneOf(1)).subarray(0, 160_000)).not.toEqual(synthesiseTune(tuneOf(2)).subarray(0, 160_000));
  });

  it('renders an accessible SVG cover with the escaped title', () => {
    const svg = renderCover(7, 'Debt & Love <Together>');
    expect(svg).toContain('aria-label="Episode 7: Debt &amp; Love &lt;Together&gt;"');
    expect(svg).toContain('EPISODE 7');
    expect(svg).not.toContain('<Together>');
  });

  describe('seeding the demo episodes', () => {
    let mediaRoot: string;
    beforeAll(async () => {
      mediaRoot = await mkdtemp(path.join(os.tmpdir(), 'harmony-demo-media-'));
    });
    afterAll(() => rm(mediaRoot, { recursive: true, force: true }));

    it('states for each demo episode the length its stored audio plays, 2 to 4 minutes, as the player shows it; a restart reuses the audio', async () => {
      const storage = new LocalDiskMediaStorage(mediaRoot);
      const episodes = new InMemoryEpisodeRepository();
      await new SeedDemoEpisodes(episodes, new GeneratedDemoMedia(storage), new FakeDescriptionSanitizer(), new RecordingContentChanges()).execute();

      const { items } = await episodes.findAll({ limit: 100, offset: 0 }, new Date());
      expect(items.length).toBeGreaterThanOrEqual(8);
      for (const episode of items) {
        const file = storage.localPathOf(episode.audioUrl)!;
        const mp3 = await readFile(file);
        // Every MP3 frame starts with an 11-bit sync word.
        expect([mp3[0], mp3[1]! & 0xe0]).toEqual([0xff, 0xe0]);
        const seconds = mp3Seconds(mp3);
        // Constant bitrate: 32 kbit/s is 4 000 bytes a second, whatever the frames say.
        expect(seconds).toBeCloseTo(mp3.length / 4000, 6);
        expect(seconds).toBeGreaterThanOrEqual(120);
        expect(seconds).toBeLessThan(240);
        expect(episode.duration).toBe(asThePlayerShows(seconds));
      }
      expect(new Set(items.map((episode) => episode.duration)).size).toBeGreaterThan(1);

      const written = await stat(storage.localPathOf(storage.urlFor(demoAudioKey(1)))!);
      const again = await new GeneratedDemoMedia(storage).createAudio(1);
      expect(again.url).toBe(storage.urlFor(demoAudioKey(1)));
      expect(asThePlayerShows(again.seconds)).toBe(items.find((episode) => episode.number === 1)!.duration);
      expect((await stat(storage.localPathOf(again.url)!)).mtimeMs).toBe(written.mtimeMs);
      // Minutes of audio to encode: seconds of CPU, more on a busy machine.
    }, 180_000);
  });
});
