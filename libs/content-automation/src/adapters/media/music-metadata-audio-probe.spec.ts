import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UnreadableAudio } from '../../application/audio-probe.js';
import { locateFfmpeg } from './locate-ffmpeg.js';
import { MusicMetadataAudioProbe } from './music-metadata-audio-probe.js';
import { makeTone } from './testing/media-files.js';

describe(MusicMetadataAudioProbe.name, () => {
  const probe = new MusicMetadataAudioProbe();
  const ffmpegPath = locateFfmpeg();
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'audio-probe-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("measures a WAV's duration and bitrate", async () => {
    const wav = path.join(folder, 'tone.wav');
    makeTone(ffmpegPath, wav, 3);
    const facts = await probe.probe(wav);
    expect(facts.durationSeconds).toBeCloseTo(3, 1);
    expect(facts.bitrate).toBe(44100 * 16); // mono, 16-bit PCM
  });

  it('measures a variable-bitrate MP3 (10 s made of 3 s and 7 s)', async () => {
    const mp3 = path.join(folder, 'tone.mp3');
    makeTone(ffmpegPath, mp3, 7);
    const vbr = spawnSync(ffmpegPath, ['-v', 'error', '-y', '-i', path.join(folder, 'tone.wav'), '-i', mp3, '-filter_complex', '[0:a][1:a]concat=n=2:v=0:a=1', '-q:a', '2', path.join(folder, 'vbr.mp3')]);
    expect(vbr.status).toBe(0);
    const facts = await probe.probe(path.join(folder, 'vbr.mp3'));
    expect(facts.durationSeconds).toBeGreaterThan(9.9);
    expect(facts.durationSeconds).toBeLessThan(10.2);
    expect(facts.bitrate).toBeGreaterThan(0);
  });

  it('throws UnreadableAudio for a file that is not audio', async () => {
    const text = path.join(folder, 'notes.mp3');
    writeFileSync(text, 'These are show notes, not sound.\n'.repeat(50));
    await expect(probe.probe(text)).rejects.toThrow(UnreadableAudio);
  });

  it('throws UnreadableAudio for a missing file', async () => {
    await expect(probe.probe(path.join(folder, 'gone.wav'))).rejects.toThrow(UnreadableAudio);
  });
});
