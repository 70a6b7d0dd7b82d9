import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MediaStorage } from '@harmony/platform';
import { MediaLibrary } from '../../application/media-library.js';

/** The platform's MediaStorage: what it stored (uploads, the demo media) under one of its public URLs. */
@Injectable()
export class MediaStorageLibrary extends MediaLibrary {
  constructor(private readonly storage: MediaStorage) {
    super();
  }

  async holds(url: string): Promise<boolean> {
    return ((await this.storage.sizeOf(url)) ?? 0) > 0;
  }

  store(keyPrefix: string, extension: string, content: string): Promise<string> {
    return this.storage.save(`${keyPrefix}-${randomBytes(6).toString('hex')}.${extension}`, content);
  }

  async storedUnder(keyPrefix: string): Promise<boolean> {
    // MediaStorage lists a folder: the one `store` writes `{keyPrefix}-…` into.
    const folder = keyPrefix.slice(0, keyPrefix.lastIndexOf('/') + 1);
    const named = `${this.storage.urlFor(keyPrefix)}-`;
    return (await this.storage.list(folder)).some(({ url }) => url.startsWith(named));
  }
}
