import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaStorage, type StoredMedia } from './media-storage.js';
import { writeIntoPlace } from './write-into-place.js';

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export class LocalDiskMediaStorage extends MediaStorage {
  constructor(
    readonly root: string,
    readonly publicPath = '/media',
  ) {
    super();
  }

  save(key: string, content: Buffer | string | Readable): Promise<string> {
    return this.saveWritten(key, (file) => (content instanceof Readable ? pipeline(content, createWriteStream(file)) : writeFile(file, content)));
  }

  async saveWritten(key: string, write: (file: string) => Promise<void>): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file and a finished video is
    // moved, not copied; under a dot name, which the media route does not serve, unique to this write.
    const partial = path.join(path.dirname(target), `.partial-${randomUUID()}-${path.basename(target)}`);
    await writeIntoPlace(partial, target, write);
    return this.urlFor(key);
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  localPathOf(url: string): string | null {
    const prefix = `${this.publicPath}/`;
    if (!url.startsWith(prefix)) return null;
    try {
      return this.pathOf(decodeURIComponent(url.slice(prefix.length)));
    } catch {
      return null; // not a key this storage could have written (a bad escape, a dot segment, …)
    }
  }

  async list(prefix: string): Promise<StoredMedia[]> {
    const folder = this.pathOf(prefix.replace(/\/+$/, ''));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep))
      // A dot name is a write under way (see saveWritten), not stored media.
      .filter((parts) => !parts.some((part) => part.startsWith('.')));
    const listed = await Promise.all(
      files.map((parts) =>
        stat(path.join(this.root, ...parts)).then(
          (info): StoredMedia => ({ url: this.urlFor(parts.join('/')), writtenAt: info.mtimeMs }),
          () => null, // removed meanwhile
        ),
      ),
    );
    return listed.filter((media) => media !== null);
  }

  async remove(url: string): Promise<void> {
    const file = this.localPathOf(url);
    if (file) await rm(file, { force: true });
  }

  async sizeOf(url: string): Promise<number | null> {
    const file = this.localPathOf(url);
    if (file === null) return null;
    return stat(file).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part.startsWith('.'))) throw new Error(`Unsafe media key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }
}
