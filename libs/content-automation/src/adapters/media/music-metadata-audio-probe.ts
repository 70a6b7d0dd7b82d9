import { parseFile } from 'music-metadata';
import { AudioProbe, UnreadableAudio, type AudioFacts } from '../../application/audio-probe.js';

/** Reads duration and bitrate with `music-metadata`, scanning the whole file so a VBR MP3's duration is right. */
export class MusicMetadataAudioProbe extends AudioProbe {
  override async probe(audioPath: string): Promise<AudioFacts> {
    let format;
    try {
      ({ format } = await parseFile(audioPath, { duration: true, skipCovers: true }));
    } catch {
      throw new UnreadableAudio();
    }
    const { duration, bitrate } = format;
    if (duration === undefined || !Number.isFinite(duration) || duration <= 0) throw new UnreadableAudio();
    return { durationSeconds: duration, bitrate: bitrate !== undefined && Number.isFinite(bitrate) && bitrate > 0 ? Math.round(bitrate) : null };
  }
}
