import { MediaLibrary } from '../application/media-library.js';

/** A MediaLibrary holding exactly the URLs given (uploads a test has "made"). */
export class FakeMediaLibrary extends MediaLibrary {
  readonly stored: Set<string>;

  constructor(stored: Iterable<string> = []) {
    super();
    this.stored = new Set(stored);
  }

  async holds(url: string): Promise<boolean> {
    return this.stored.has(url);
  }
}
