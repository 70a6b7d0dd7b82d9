import { InMemoryContentJobs, InMemoryMediaRenders, InMemoryMediaStorage } from '../testing/index.js';
import { ORPHAN_GRACE_MS, RemoveOrphanedUploads } from './remove-orphaned-uploads.js';

/** Media of stored runs, each rendered from one of `audioUrls`. */
const rendersFrom = (audioUrls: string[]): InMemoryMediaRenders => {
  const media = new InMemoryMediaRenders();
  audioUrls.forEach((audioUrl, run) => media.addRun(`run-${run}`, 2, [{ kind: 'reel', url: `/media/content/episode-2/run-${run}/reel.mp4`, audioUrl, quote: 'One money date a week.', startSeconds: 0 }]));
  return media;
};

describe(RemoveOrphanedUploads.name, () => {
  let storage: InMemoryMediaStorage;
  let jobs: InMemoryContentJobs;
  const now = Date.now();
  const longAgo = now - ORPHAN_GRACE_MS - 60_000;

  const stored = (key: string, writtenAt = longAgo): string => storage.put(key, writtenAt);

  beforeEach(() => {
    storage = new InMemoryMediaStorage();
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
