import { AudioProbe, type AudioFacts } from '../application/index.js';

/** Every audio is the same: half an hour at 128 kbit/s unless told otherwise. */
export class FixedAudioProbe extends AudioProbe {
  constructor(private readonly facts: AudioFacts = { durationSeconds: 1800, bitrate: 128_000 }) {
    super();
  }

  override async probe(): Promise<AudioFacts> {
    return this.facts;
  }
}
