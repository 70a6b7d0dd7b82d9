import { MediaLibrary } from '../application/media-library.js';

/** A MediaLibrary holding exactly the URLs given (uploads a test has "made"). */
export class FakeMediaLibrary extends MediaLibrary {
  readonly stored: Set<string>;
  /** What `store` was given, by the URL it answered. */
  readonly files = new Map<string, string>();

  constructor(stored: Iterable<string> = []) {
    super();
    this.stored = new Set(stored);
  }

  async holds(url: string): Promise<boolean> {
    return this.stored.has(url);
  }

  async store(keyPrefix: string, extension: string, content: string): Promise<string> {
    const url = `/media/${keyPrefix}-${this.files.size + 1}.${extension}`;
    this.files.set(url, content);
    this.stored.add(url);
    return url;
  }

  async storedUnder(keyPrefix: string): Promise<boolean> {
    return [...this.files.keys()].some((url) => url.startsWith(`/media/${keyPrefix}-`));
  }
}
