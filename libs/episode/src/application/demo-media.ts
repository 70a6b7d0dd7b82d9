/** Makes the media a demo episode needs, so a fresh install has covers to see and audio to play. */
export abstract class DemoMedia {
  /** Returns the public URL of a short, playable MP3 clip (episodes may share one). */
  abstract createAudio(episodeNumber: number): Promise<string>;
  /** Returns the public URL of a cover image showing the episode's number and title. */
  abstract createCover(episodeNumber: number, title: string): Promise<string>;
}
