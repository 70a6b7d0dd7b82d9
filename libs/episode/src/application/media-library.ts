import type { MediaPresence } from '../domain/index.js';

/** The media the catalogue can serve (uploaded and generated files): an episode may only name those. */
export abstract class MediaLibrary {
  /** Whether a public media URL names a stored, non-empty file. */
  abstract holds(url: string): Promise<boolean>;

  /** Whether each given medium is stored; one not given needs no check (see `newMedia`). */
  async presence(urls: Partial<Record<keyof MediaPresence, string>>): Promise<MediaPresence> {
    const [audioUrl, imageUrl] = await Promise.all([urls.audioUrl, urls.imageUrl].map((url) => (url === undefined ? true : this.holds(url))));
    return { audioUrl: audioUrl ?? true, imageUrl: imageUrl ?? true };
  }
}
