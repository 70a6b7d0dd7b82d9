import type { Readable } from 'node:stream';

export interface StoredMedia {
  readonly url: string;
  readonly writtenAt: number;
}

/** Where uploaded and generated media live; the API serves them under `publicPath` with HTTP Range. */
export abstract class MediaStorage {
  abstract readonly publicPath: string;
  /** Stores the content under a slash-separated key and returns its public URL. */
  abstract save(key: string, content: Buffer | string | Readable): Promise<string>;
  /**
   * Stores under `key` the file that `write` writes to the path it is given (for tools that write files:
   * ffmpeg, the renderers), and returns its public URL. The path ends like the key (the tools read the format
   * from it) and is nowhere a reader looks; nothing is stored, and nothing is left, when `write` fails.
   */
  abstract saveWritten(key: string, write: (file: string) => Promise<void>): Promise<string>;
  abstract exists(key: string): Promise<boolean>;
  /** The size in bytes of the media a public URL of this storage names; null for another URL or missing media. */
  abstract sizeOf(url: string): Promise<number | null>;
  /**
   * The file on this machine holding what a URL of this storage names, for tools that read files
   * (ffmpeg, the audio probe); null for another URL. The file may not exist: see `sizeOf`.
   */
  abstract localPathOf(url: string): string | null;
  /** Every file stored under `prefix` (a key's beginning up to a slash), with when it was last written (epoch ms). */
  abstract list(prefix: string): Promise<StoredMedia[]>;
  /** Removes what a URL of this storage names; nothing for another URL or missing media. */
  abstract remove(url: string): Promise<void>;
  urlFor(key: string): string {
    return `${this.publicPath}/${key}`;
  }
}
