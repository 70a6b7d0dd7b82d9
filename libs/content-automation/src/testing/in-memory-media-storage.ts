import { MediaStorage, type StoredMedia } from '@harmony/platform';

/**
 * Media kept as a list of URLs with when each was written: enough for the use cases, which never read a
 * file's bytes themselves (the disk's behaviour is LocalDiskMediaStorage's spec). A file is stored once its
 * writer succeeds, as on disk; its local path is a name no test reads.
 */
export class InMemoryMediaStorage extends MediaStorage {
  readonly publicPath = '/media';
  /** What is stored, by URL, with when it was written (epoch ms). */
  readonly files = new Map<string, number>();

  /** For tests: media already stored under `key` (an upload, a cover), written at `writtenAt`; its URL. */
  put(key: string, writtenAt = Date.now()): string {
    const url = this.urlFor(key);
    this.files.set(url, writtenAt);
    return url;
  }

  override async save(key: string): Promise<string> {
    return this.put(key);
  }

  override async saveWritten(key: string, write: (file: string) => Promise<void>): Promise<string> {
    await write(`/scratch/${key}`);
    return this.put(key);
  }

  override async exists(key: string): Promise<boolean> {
    return this.files.has(this.urlFor(key));
  }

  override async sizeOf(url: string): Promise<number | null> {
    return this.files.has(url) ? 1 : null;
  }

  override localPathOf(url: string): string | null {
    return url.startsWith(`${this.publicPath}/`) ? `/files/${url.slice(this.publicPath.length + 1)}` : null;
  }

  override async list(prefix: string): Promise<StoredMedia[]> {
    return [...this.files].filter(([url]) => url.startsWith(`${this.publicPath}/${prefix}/`)).map(([url, writtenAt]) => ({ url, writtenAt }));
  }

  override async remove(url: string): Promise<void> {
    this.files.delete(url);
  }
}
