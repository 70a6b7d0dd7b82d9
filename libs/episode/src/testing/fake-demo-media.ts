import { DemoMedia } from '../application/demo-media.js';

export class FakeDemoMedia extends DemoMedia {
  async createAudio(episodeNumber: number): Promise<string> {
    return `/media/test/episode-${episodeNumber}.mp3`;
  }

  async createCover(episodeNumber: number): Promise<string> {
    return `/media/test/episode-${episodeNumber}.svg`;
  }
}
