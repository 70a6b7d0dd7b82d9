import { DemoMedia, type DemoAudio } from '../application/demo-media.js';

/** Demo audio of a known length per episode: 2 minutes and the episode's number in seconds. */
export class FakeDemoMedia extends DemoMedia {
  readonly audioCreated: number[] = [];

  async createAudio(episodeNumber: number): Promise<DemoAudio> {
    this.audioCreated.push(episodeNumber);
    return { url: `/media/test/episode-${episodeNumber}.mp3`, seconds: 120 + episodeNumber + 0.072 };
  }

  sixSecondClipUrl(episodeNumber: number): string {
    return `/media/test/clip-${episodeNumber}.mp3`;
  }

  async createCover(episodeNumber: number): Promise<string> {
    return `/media/test/episode-${episodeNumber}.svg`;
  }
}
