import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskMediaStorage } from './local-disk-media-storage.js';

describe(LocalDiskMediaStorage.name, () => {
  let root: string;
  let storage: LocalDiskMediaStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'media-'));
    storage = new LocalDiskMediaStorage(root);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores buffers and streams under their key and returns the public URL', async () => {
    expect(await storage.save('covers/ep-1.svg', '<svg/>')).toBe('/media/covers/ep-1.svg');
    expect(await storage.save('audio/ep-1.mp3', Readable.from([Buffer.from('ID3'), Buffer.from('...')]))).toBe('/media/audio/ep-1.mp3');
    expect(await readFile(path.join(root, 'audio', 'ep-1.mp3'), 'utf8')).toBe('ID3...');
    expect(await storage.exists('covers/ep-1.svg')).toBe(true);
    expect(await storage.exists('covers/ep-2.svg')).toBe(false);
  });

  it('gives the size of what one of its URLs names, and null for anything else', async () => {
    const url = await storage.save('audio/ep-1.mp3', Buffer.alloc(4321));
    expect(await storage.sizeOf(url)).toBe(4321);
    expect(await storage.sizeOf('/media/audio/ep-2.mp3')).toBeNull();
    expect(await storage.sizeOf('/media/audio')).toBeNull(); // a folder is not media
    expect(await storage.sizeOf('https://cdn.example/audio/ep-1.mp3')).toBeNull();
    expect(await storage.sizeOf('/media/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(await storage.sizeOf('/media/%E0%A4%A')).toBeNull();
  });

  it('names the local file of one of its URLs, and removes it', async () => {
    const url = await storage.save('video/run-1.mp4', Buffer.alloc(10));
    expect(storage.localPathOf(url)).toBe(path.join(root, 'video', 'run-1.mp4'));
    expect(storage.localPathOf('https://cdn.example/video/run-1.mp4')).toBeNull();
    expect(storage.localPathOf('/media/%2e%2e/secrets')).toBeNull();

    await storage.remove(url);
    await storage.remove(url); // already gone: nothing to do
    await storage.remove('https://cdn.example/video/run-1.mp4');
    expect(await storage.exists('video/run-1.mp4')).toBe(false);
  });

  it('leaves no partial file when the content fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('ID3'));
        this.destroy(new Error('the upload went away'));
      },
    });
    await expect(storage.save('audio/ep-1.mp3', failing)).rejects.toThrow('the upload went away');
    expect(await readdir(path.join(root, 'audio'))).toEqual([]);
  });

  it('stores what a tool writes to the file it is given: a path ending like the key, hidden beside it until done', async () => {
    let given = '';
    const url = await storage.saveWritten('content/episode-1/run-1/video-podcast.mp4', async (file) => {
      given = file;
      await writeFile(file, 'mp4 bytes');
    });
    expect(url).toBe('/media/content/episode-1/run-1/video-podcast.mp4');
    expect(path.dirname(given)).toBe(path.join(root, 'content', 'episode-1', 'run-1'));
    expect(path.basename(given)).toMatch(/^\.[^/]*video-podcast\.mp4$/);
    expect(await readFile(path.join(root, 'content', 'episode-1', 'run-1', 'video-podcast.mp4'), 'utf8')).toBe('mp4 bytes');
    expect(await readdir(path.join(root, 'content', 'episode-1', 'run-1'))).toEqual(['video-podcast.mp4']);
  });

  it('lists what is stored under a prefix with when it was written, not a write under way, nor a missing folder', async () => {
    await storage.save('content/episode-1/upload-0a1b.wav', 'RIFF');
    await storage.save('content/episode-1/run-1/reel.mp4', 'mp4');
    await storage.save('episodes/cover.png', 'png');
    await writeFile(path.join(root, 'content', 'episode-1', '.partial-123-upload-9f.wav'), 'half');

    const listed = await storage.list('content');

    expect(listed.map(({ url }) => url).sort()).toEqual(['/media/content/episode-1/run-1/reel.mp4', '/media/content/episode-1/upload-0a1b.wav']);
    expect(listed.every(({ writtenAt }) => Math.abs(writtenAt - Date.now()) < 60_000)).toBe(true);
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  it('stores nothing and leaves nothing when the tool fails, and says why', async () => {
    const failing = storage.saveWritten('content/episode-1/run-1/reel.mp4', async (file) => {
      await writeFile(file, 'half a reel');
      throw new Error('ffmpeg exited with code 1');
    });
    await expect(failing).rejects.toThrow('ffmpeg exited with code 1');
    expect(await readdir(path.join(root, 'content', 'episode-1', 'run-1'))).toEqual([]);
    expect(await storage.exists('content/episode-1/run-1/reel.mp4')).toBe(false);
  });

  it.each(['../escape.txt', 'a/../../b', '/etc/passwd', 'a/.hidden'])('refuses the unsafe key %s', async (key) => {
    await expect(storage.save(key, 'x')).rejects.toThrow(/Unsafe media key/);
  });
});
