/** What probing the audio found. */
export interface AudioFacts {
  readonly durationSeconds: number;
  /** Bits per second, when the container states it. */
  readonly bitrate: number | null;
}

/** Reads an audio file's facts from its headers (music-metadata). Throws `UnreadableAudio` when it cannot. */
export abstract class AudioProbe {
  abstract probe(audioPath: string): Promise<AudioFacts>;
}

/** The audio could not be read as audio: no retry can help, so the job fails with this message. */
export class UnreadableAudio extends Error {
  constructor(message = 'The audio file could not be read. Please upload a playable audio file.') {
    super(message);
    this.name = 'UnreadableAudio';
  }
}
