import type { Readable } from 'node:stream';

/** Where uploaded and generated media live; the API serves them under `publicPath` with HTTP Range. */
export abstract class MediaStorage {
  abstract readonly publicPath: string;
  /** Stores the content under a slash-separated key and returns its public URL. */
  abstract save(key: string, content: Buffer | string | Readable): Promise<string>;
  abstract exists(key: string): Promise<boolean>;
  urlFor(key: string): string {
    return `${this.publicPath}/${key}`;
  }
}
