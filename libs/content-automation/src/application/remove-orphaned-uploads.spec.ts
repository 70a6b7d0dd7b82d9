import { MediaStorage, type StoredMedia } from '@harmony/platform';
import { MediaRenders } from '../domain/index.js';
import { InMemoryContentJobs } from '../testing/index.js';
import { ORPHAN_GRACE_MS, RemoveOrphanedUploads } from './remove-orphaned-uploads.js';

/** Stored media by URL with when each was written (the disk's listing is LocalDiskMediaStorage's spec). */
class MediaListing extends MediaStorage {
  readonly publicPath = '/media';
  readonly files = new Map<string, number>();
  override async list(prefix: string): Promise<StoredMedia[]> {
    return [...this.files].filter(([url]) => url.startsWith(`${this.publicPath}/${prefix}/`)).map(([url, writtenAt]) => ({ url, writtenAt }));
  }
  override async remove(url: string): Promise<void> {
    this.files.delete(url);
  }
  override async save(): Promise<string> {
    throw new Error('not used by the sweep');
  }
  override async saveWritten(): Promise<string> {
    throw new Error('not used by the sweep');
  }
  override async exists(): Promise<boolean> {
    throw new Error('not used by the sweep');
  }
  override async sizeOf(): Promise<number | null> {
    throw new Error('not used by the sweep');
  }
  override localPathOf(): string | null {
    throw new Error('not used by the sweep');
  }
}

/** Only what the sweep asks: the audio stored runs' media are rendered from. */
const rendersFrom = (audioUrls: string[]) => ({ audioUrls: async () => audioUrls }) as unknown as MediaRenders;

describe(RemoveOrphanedUploads.name, () => {
  let storage: MediaListing;
  let jobs: InMemoryContentJobs;
  const now = Date.now();
  const longAgo = now - ORPHAN_GRACE_MS - 60_000;

  const stored = (key: string, writtenAt = longAgo): string => {
    const url = storage.urlFor(key);
    storage.files.set(url, writtenAt);
    return url;
  };

  beforeEach(() => {
    storage = new MediaListing();
    // Never run: its jobs stay queued, as a job waiting its turn does.
    jobs = new InMemoryContentJobs();
  });

  it('removes an upload no kept job and no stored medium refers to, and keeps every other', async () => {
    const orphan = stored('content/episode-1/upload-0a1b2c.wav');
    const queued = stored('content/episode-1/upload-3d4e5f.mp3');
    const renderedFrom = stored('content/episode-2/upload-6a7b8c.m4a');
    const justUploaded = stored('content/episode-2/upload-9d0e1f.wav', now - 1000);
    const rendered = stored('content/episode-2/run-1/reel.mp4');
    await jobs.startRun({ runId: 'run-2', episodeId: 1, audioUrl: queued });
    const sut = new RemoveOrphanedUploads(storage, jobs, rendersFrom([renderedFrom]));

    expect(await sut.execute(now)).toEqual([orphan]);

    expect([...storage.files.keys()].sort()).toEqual([queued, renderedFrom, justUploaded, rendered].sort());
  });

  it('finds nothing to do where nothing was uploaded', async () => {
    const sut = new RemoveOrphanedUploads(storage, jobs, rendersFrom([]));

    await expect(sut.execute(now)).resolves.toEqual([]);
  });
});
