import { MediaStorage, UnrecoverableJobError } from '@harmony/platform';
import { GeneratedContent, MediaRenders, type BlogPost, type ContentStats, type MediaRender, type RunContent, type SocialMediaPost, type StoredRunContent, type VideoPodcast } from '../domain/index.js';
import { aRunContent } from '../testing/index.js';
import { AudioProbe, type AudioFacts } from './audio-probe.js';
import type { Cancellable } from './cancellable.js';
import { ContentWriter, type WrittenEpisodeContent, type WrittenSocialPost } from './content-writer.js';
import { EpisodeCatalogue, type EpisodeFacts, type EpisodeName } from './episode-catalogue.js';
import { MediaRenderer } from './media-renderer.js';
import { Transcriber, type Transcript, type TranscriptSegment } from './transcriber.js';
import { PIPELINE_STEPS, ProcessEpisodeAudio } from './process-episode-audio.js';
import { RenderMediumAgain } from './render-medium-again.js';
import { RenderRunMedium } from './render-run-medium.js';
import { runMediaKeys } from './run-media.js';

/*
 * The pipeline's order, its passing of the job's signal and its re-runs, over fakes of its ports: the real
 * adapters (ffmpeg, music-metadata, the services, the disk, PostgreSQL) are tested on their own, and the whole
 * job in services/api/test/content-automation.e2e-spec.ts.
 */

const episode: EpisodeFacts = { id: 7, number: 12, title: 'Two accounts or one?', description: '<p>Sam and Alex compare a joint account with two separate ones, and settle on both.</p>', imageUrl: null };

class OneEpisode extends EpisodeCatalogue {
  durations: number[] = [];
  transcripts: (readonly TranscriptSegment[])[] = [];
  constructor(private readonly facts: EpisodeFacts | null) {
    super();
  }
  override async find(): Promise<EpisodeFacts | null> {
    return this.facts;
  }
  override async namesOf(): Promise<EpisodeName[]> {
    return this.facts ? [this.facts] : [];
  }
  override async recordDuration(_episodeId: number, durationSeconds: number): Promise<void> {
    this.durations.push(durationSeconds);
  }
  override async recordTranscript(_episodeId: number, cues: readonly TranscriptSegment[]): Promise<boolean> {
    this.transcripts.push(cues);
    return true;
  }
}

class FixedProbe extends AudioProbe {
  override async probe(): Promise<AudioFacts> {
    return { durationSeconds: 1800, bitrate: 128_000 };
  }
}

/** What each port was handed: the calls in order, each with the signal it got. */
type Call = { readonly what: string; readonly signal: AbortSignal | undefined };

class RecordingTranscriber extends Transcriber {
  constructor(private readonly calls: Call[]) {
    super();
  }
  override async transcribe(_audioPath: string, { signal }: Cancellable = {}): Promise<Transcript> {
    this.calls.push({ what: 'transcribe', signal });
    return { text: 'Welcome back. Today: one account or two.', segments: [{ startSeconds: 0, endSeconds: 4, text: 'Welcome back. Today: one account or two.' }] };
  }
}

class RecordingWriter extends ContentWriter {
  constructor(private readonly calls: Call[]) {
    super();
  }
  override async writeEpisodeContent(_brief: unknown, { signal }: Cancellable = {}): Promise<WrittenEpisodeContent> {
    this.calls.push({ what: 'write', signal });
    const { title, excerpt, content } = aRunContent(episode.id).blogPost;
    return {
      blogPost: { title, excerpt, content },
      socialPosts: [
        { platform: 'instagram', contentType: 'image', content: 'One account, two accounts, or both? #money' },
        { platform: 'twitter', contentType: 'text', content: 'Joint or separate accounts? Sam and Alex chose both.' },
      ],
      pullQuote: 'We chose both.',
      pullQuoteStartSeconds: null,
      videoDescription: 'Sam and Alex on joint and separate accounts.',
    };
  }
  override writeSocialPosts(): Promise<WrittenSocialPost[]> {
    throw new Error('not used by the pipeline');
  }
}

/** Media in memory: a key is stored once its writer succeeds, as on disk. */
class MediaInMemory extends MediaStorage {
  readonly publicPath = '/media';
  readonly stored = new Set<string>();
  override async save(key: string): Promise<string> {
    this.stored.add(key);
    return this.urlFor(key);
  }
  override async saveWritten(key: string, write: (file: string) => Promise<void>): Promise<string> {
    await write(`/scratch/${key}`);
    return this.save(key);
  }
  override async exists(key: string): Promise<boolean> {
    return this.stored.has(key);
  }
  /** The upload is there (the tests that lose it say so); a rendered medium once stored. */
  uploadGone = false;
  override async sizeOf(url: string): Promise<number | null> {
    return url.startsWith(`${this.publicPath}/episodes/`) ? (this.uploadGone ? null : 1) : this.stored.has(url.slice(this.publicPath.length + 1)) ? 1 : null;
  }
  override localPathOf(url: string): string | null {
    return url.startsWith(`${this.publicPath}/`) ? `/files/${url.slice(this.publicPath.length + 1)}` : null;
  }
  override async remove(): Promise<void> {
    throw new Error('not used by the pipeline');
  }
  override async list(): Promise<never> {
    throw new Error('not used by the pipeline');
  }
}

/** Renders nothing; `stopWhenAborted` makes one render wait for the signal, as ffmpeg's does; `failing` makes renders fail as ffmpeg's do. */
class RecordingRenderer extends MediaRenderer {
  stopWhenAborted: string | undefined;
  readonly failing = new Map<string, string>();
  constructor(private readonly calls: Call[]) {
    super();
  }
  override renderVideoPodcast(input: Cancellable): Promise<void> {
    return this.render('video', input);
  }
  override renderQuoteCard(input: Cancellable): Promise<void> {
    return this.render('quote card', input);
  }
  override renderReel(input: Cancellable): Promise<void> {
    return this.render('reel', input);
  }
  override renderThumbnail(input: Cancellable): Promise<void> {
    return this.render('thumbnail', input);
  }
  private async render(what: string, { signal }: Cancellable): Promise<void> {
    this.calls.push({ what, signal });
    const failure = this.failing.get(what);
    if (failure) throw new Error(failure);
    if (what === this.stopWhenAborted) {
      await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error(`${what} stopped`))));
    }
  }
}

/** The media renders in memory, with the conditional moves PostgreSQL makes. */
class MediaRendersInMemory extends MediaRenders {
  readonly byId = new Map<number, MediaRender>();
  add(medium: MediaRender): void {
    this.byId.set(medium.id, medium);
  }
  of(runId: string, kind: MediaRender['kind']): MediaRender {
    return [...this.byId.values()].find((medium) => medium.runId === runId && medium.kind === kind)!;
  }
  override async findById(id: number): Promise<MediaRender | null> {
    return this.byId.get(id) ?? null;
  }
  override async ofRun(runId: string): Promise<MediaRender[]> {
    return [...this.byId.values()].filter((medium) => medium.runId === runId);
  }
  override async atUrls(urls: readonly string[]): Promise<MediaRender[]> {
    return [...this.byId.values()].filter((medium) => urls.includes(medium.url));
  }
  override async audioUrls(): Promise<string[]> {
    return [...new Set([...this.byId.values()].map((medium) => medium.audioUrl))];
  }
  override async markReady(id: number): Promise<boolean> {
    return this.move(id, 'rendering', { status: 'ready', failureReason: null });
  }
  override async markFailed(id: number, reason: string): Promise<boolean> {
    return this.move(id, 'rendering', { status: 'failed', failureReason: reason });
  }
  override async renderAgain(id: number): Promise<MediaRender | null> {
    const renders = (this.byId.get(id)?.renders ?? 0) + 1;
    return (await this.move(id, 'failed', { status: 'rendering', failureReason: null, renders })) ? this.byId.get(id)! : null;
  }
  private move(id: number, from: MediaRender['status'], to: Partial<MediaRender>): boolean {
    const medium = this.byId.get(id);
    if (medium?.status !== from) return false;
    this.byId.set(id, { ...medium, ...to });
    return true;
  }
}

/** Stores runs in memory, their media with them; only what the pipeline uses. */
class RunsInMemory extends GeneratedContent {
  readonly runs = new Map<string, { content: RunContent; stored: StoredRunContent }>();
  readonly readyVideos: number[] = [];
  constructor(private readonly media: MediaRendersInMemory) {
    super();
  }
  override async storeOnce(runId: string, content: RunContent): Promise<StoredRunContent> {
    const known = this.runs.get(runId);
    if (known) return known.stored;
    const first = this.runs.size * 100;
    const stored = { blogPostIds: [first + 1], socialMediaPostIds: content.socialPosts.map((_post, index) => first + 10 + index), videoPodcastId: first + 2 };
    this.runs.set(runId, { content, stored });
    content.media.forEach((medium, index) =>
      this.media.add({ ...medium, id: first + 50 + index, runId, episodeId: content.blogPost.episodeId, status: 'rendering', failureReason: null, renders: 1 }),
    );
    return stored;
  }
  override async findRun(runId: string): Promise<StoredRunContent | null> {
    return this.runs.get(runId)?.stored ?? null;
  }
  override async markVideoReady(videoId: number): Promise<boolean> {
    this.readyVideos.push(videoId);
    return true;
  }
  override blogPostsOf(): Promise<BlogPost[]> {
    throw new Error('not used by the pipeline');
  }
  override socialPostsOf(): Promise<SocialMediaPost[]> {
    throw new Error('not used by the pipeline');
  }
  override videosOf(): Promise<VideoPodcast[]> {
    throw new Error('not used by the pipeline');
  }
  override findBlogPost(): Promise<BlogPost | null> {
    throw new Error('not used by the pipeline');
  }
  override saveBlogPost(): Promise<boolean> {
    throw new Error('not used by the pipeline');
  }
  override stats(): Promise<ContentStats> {
    throw new Error('not used by the pipeline');
  }
}

describe('ProcessEpisodeAudio', () => {
  let storage: MediaInMemory;
  let calls: Call[];
  let episodes: OneEpisode;
  let renderer: RecordingRenderer;
  let content: RunsInMemory;
  let media: MediaRendersInMemory;
  let progress: string[];
  let job: AbortController;
  const request = { runId: 'run-1', episodeId: episode.id, audioUrl: '/media/episodes/7/audio.mp3' };

  const pipeline = (facts: EpisodeFacts | null = episode) => {
    episodes = new OneEpisode(facts);
    return new ProcessEpisodeAudio(episodes, new FixedProbe(), new RecordingTranscriber(calls), new RecordingWriter(calls), content, media, rendering(), storage, {
      episodeUrl: (id) => `https://harmony.example/episode/${id}`,
    });
  };
  const rendering = () => new RenderRunMedium(renderer, content, media, storage);
  const context = () => ({
    reportProgress: async (_percent: number, stage: string) => {
      progress.push(stage);
    },
    signal: job.signal,
  });

  beforeEach(() => {
    storage = new MediaInMemory();
    calls = [];
    renderer = new RecordingRenderer(calls);
    media = new MediaRendersInMemory();
    content = new RunsInMemory(media);
    progress = [];
    job = new AbortController();
  });

  it('transcribes, writes, renders and stores in order, handing the job’s signal to every service call and render', async () => {
    const result = await pipeline().execute(request, context());

    expect(calls.map((call) => call.what)).toEqual(['transcribe', 'write', 'quote card', 'reel', 'thumbnail', 'video']);
    for (const call of calls) expect(call.signal).toBe(job.signal);
    expect(progress).toEqual(Object.values(PIPELINE_STEPS).map((step) => step.stage));
    expect(episodes.durations).toEqual([1800]);
    expect(episodes.transcripts).toHaveLength(1);
    const stored = content.runs.get('run-1')!;
    expect(result).toEqual({ ...stored.stored, episodeId: episode.id, failedMedia: [] });
    expect(content.readyVideos).toEqual([stored.stored.videoPodcastId]);
    const keys = runMediaKeys(episode.id, 'run-1');
    for (const key of Object.values(keys)) expect(await storage.exists(key)).toBe(true);
    expect(stored.content.socialPosts.every((post) => post.status === 'pending_approval')).toBe(true);
  });

  it('stops when the job is stopped mid-render: the drafts stay stored, the video is not ready, and the next run renders only what is missing', async () => {
    renderer.stopWhenAborted = 'video';
    const running = pipeline().execute(request, context());
    while (!calls.some((call) => call.what === 'video')) await new Promise((resolve) => setTimeout(resolve, 5));
    job.abort('The job queue is shutting down');
    await expect(running).rejects.toThrow('video stopped');
    expect(content.runs.has('run-1')).toBe(true);
    expect(content.readyVideos).toEqual([]);
    const keys = runMediaKeys(episode.id, 'run-1');
    expect(await storage.exists(keys.video)).toBe(false);

    calls.splice(0);
    renderer.stopWhenAborted = undefined;
    job = new AbortController();
    await pipeline().execute(request, context());
    expect(calls.map((call) => call.what)).toEqual(['video']);
    expect(content.runs.size).toBe(1);
    expect(content.readyVideos).toEqual([content.runs.get('run-1')!.stored.videoPodcastId]);
  });

  describe('when a render fails (issue 22: a media failure never loses the words)', () => {
    const svgFailure = 'The reel could not be rendered: Decoder (codec svg) not found';

    it('stores the transcript, the draft and the posts, marks the medium failed with its reason, renders the rest, and completes', async () => {
      renderer.failing.set('reel', svgFailure);
      const result = await pipeline().execute(request, context());

      expect(episodes.transcripts).toHaveLength(1);
      const stored = content.runs.get('run-1')!;
      expect(stored.content.blogPost.content.length).toBeGreaterThanOrEqual(600);
      expect(stored.content.socialPosts).toHaveLength(2);
      const reel = media.of('run-1', 'reel');
      expect(reel).toMatchObject({ status: 'failed', failureReason: svgFailure });
      expect(media.of('run-1', 'quote_card')).toMatchObject({ status: 'ready', failureReason: null });
      expect(media.of('run-1', 'video')).toMatchObject({ status: 'ready' });
      expect(content.readyVideos).toEqual([stored.stored.videoPodcastId]);
      // Completed with failures: the run's result names what failed, and why.
      expect(result).toEqual({ ...stored.stored, episodeId: episode.id, failedMedia: [{ id: reel.id, kind: 'reel', reason: svgFailure }] });
      expect(progress.at(-1)).toBe(PIPELINE_STEPS.done.stage);
      expect(await storage.exists(runMediaKeys(episode.id, 'run-1').reel)).toBe(false);
    });

    it('leaves the video processing when its render fails, and a retried run neither stores again nor renders the failed medium', async () => {
      renderer.failing.set('video', 'The video could not be rendered: ffmpeg exited with code 1.');
      const first = await pipeline().execute(request, context());
      expect(first.failedMedia).toEqual([expect.objectContaining({ kind: 'video', reason: 'The video could not be rendered: ffmpeg exited with code 1.' })]);
      expect(content.readyVideos).toEqual([]);

      calls.splice(0);
      const again = await pipeline().execute(request, context());
      expect(calls).toEqual([]);
      expect(content.runs.size).toBe(1);
      expect(again.failedMedia).toEqual(first.failedMedia);
    });

    it('renders a failed medium again from what was stored, once, without the words being written again', async () => {
      renderer.failing.set('reel', svgFailure);
      renderer.failing.set('video', 'The video could not be rendered: out of disk space');
      await pipeline().execute(request, context());
      const reel = media.of('run-1', 'reel');
      const video = media.of('run-1', 'video');
      renderer.failing.clear();
      calls.splice(0);
      pipeline();
      const again = new RenderMediumAgain(media, episodes, rendering());

      expect(await media.renderAgain(reel.id)).toMatchObject({ status: 'rendering', renders: 2 });
      expect(await again.execute({ mediaId: reel.id }, context())).toEqual({ id: reel.id, status: 'ready', failureReason: null });
      expect(await media.renderAgain(video.id)).toMatchObject({ status: 'rendering' });
      expect(await again.execute({ mediaId: video.id }, context())).toMatchObject({ status: 'ready' });
      expect(content.readyVideos).toEqual([content.runs.get('run-1')!.stored.videoPodcastId]);
      // The thumbnail was stored by the run: only what is missing is rendered.
      expect(calls.map((call) => call.what)).toEqual(['reel', 'video']);
      for (const key of Object.values(runMediaKeys(episode.id, 'run-1'))) expect(await storage.exists(key)).toBe(true);

      // The job run twice (a retry, a duplicate): nothing is rendered twice.
      calls.splice(0);
      expect(await again.execute({ mediaId: reel.id }, context())).toEqual({ id: reel.id, status: 'ready', failureReason: null });
      expect(calls).toEqual([]);
    });

    it('says the upload is gone when a medium is rendered again after its audio was removed', async () => {
      renderer.failing.set('reel', svgFailure);
      await pipeline().execute(request, context());
      renderer.failing.clear();
      storage.uploadGone = true;
      const reel = media.of('run-1', 'reel');
      await media.renderAgain(reel.id);

      expect(await new RenderMediumAgain(media, episodes, rendering()).execute({ mediaId: reel.id }, context())).toEqual({
        id: reel.id,
        status: 'failed',
        failureReason: 'The uploaded audio is not in the media storage any more. Please upload it again.',
      });
    });
  });

  it('fails for good when the episode is gone or its audio is not in the storage', async () => {
    await expect(pipeline(null).execute(request, context())).rejects.toEqual(new UnrecoverableJobError('Episode 7 no longer exists, so its content cannot be generated.'));
    await expect(pipeline().execute({ ...request, audioUrl: 'https://elsewhere.example/audio.mp3' }, context())).rejects.toEqual(
      new UnrecoverableJobError('The uploaded audio is not in the media storage any more. Please upload it again.'),
    );
    expect(calls).toEqual([]);
  });
});
