import type { MediaPresence } from '../domain/index.js';

/** The media the catalogue can serve (uploaded and generated files): an episode may only name those. */
export abstract class MediaLibrary {
  /** Whether a public media URL names a stored, non-empty file. */
  abstract holds(url: string): Promise<boolean>;

  /**
   * Stores a file the catalogue writes itself (a transcript, a chapters file) under
   * `{keyPrefix}-{random}.{extension}`, a new name each time (a cached or listed old URL never changes
   * content), and answers its public URL.
   */
  abstract store(keyPrefix: string, extension: string, content: string): Promise<string>;

  /** Whether `store` ever stored a file under `keyPrefix` (its files stay when replaced or no longer named). */
  abstract storedUnder(keyPrefix: string): Promise<boolean>;

  /** Whether each given medium is stored; one not given needs no check (see `newMedia`). */
  async presence(urls: Partial<Record<keyof MediaPresence, string>>): Promise<MediaPresence> {
    const [audioUrl, imageUrl] = await Promise.all([urls.audioUrl, urls.imageUrl].map((url) => (url === undefined ? true : this.holds(url))));
    return { audioUrl: audioUrl ?? true, imageUrl: imageUrl ?? true };
  }
}
