/** A demo episode's audio: where it is, and how long it really plays (the episode's duration comes from it). */
export interface DemoAudio {
  readonly url: string;
  readonly seconds: number;
}

/** Makes the media a demo episode needs, so a fresh install has covers to see and audio to play. */
export abstract class DemoMedia {
  /** A playable MP3 of a few minutes (episodes may share one), made once and kept. */
  abstract createAudio(episodeNumber: number): Promise<DemoAudio>;
  /** The URL of the 6-second clip that demo episodes seeded before issue 23 played (see SeedDemoEpisodes). */
  abstract sixSecondClipUrl(episodeNumber: number): string;
  /** Returns the public URL of a cover image showing the episode's number and title. */
  abstract createCover(episodeNumber: number, title: string): Promise<string>;
}
