import { MediaStorage, UnrecoverableJobError } from '@harmony/platform';
import { GeneratedContent, type BlogPost, type ContentStats, type RunContent, type SocialMediaPost, type StoredRunContent, type VideoPodcast } from '../domain/index.js';
import { aRunContent } from '../testing/index.js';
import { AudioProbe, ContentWriter, EpisodeCatalogue, MediaRenderer, Transcriber, type AudioFacts, type Cancellable, type EpisodeFacts, type Transcript, type TranscriptSegment, type WrittenEpisodeContent, type WrittenSocialPost } from './pipeline-ports.js';
import { PIPELINE_STEPS, ProcessEpisodeAudio, runMediaKeys } from './process-episode-audio.js';

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
  override async sizeOf(): Promise<number | null> {
    throw new Error('not used by the pipeline');
  }
  override localPathOf(url: string): string | null {
    return url.startsWith(`${this.publicPath}/`) ? `/files/${url.slice(this.publicPath.length + 1)}` : null;
  }
  override async remove(): Promise<void> {
    throw new Error('not used by the pipeline');
  }
}

/** Renders nothing; `stopWhenAborted` makes one render wait for the signal, as ffmpeg's does. */
class RecordingRenderer extends MediaRenderer {
  stopWhenAborted: string | undefined;
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
    if (what === this.stopWhenAborted) {
      await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error(`${what} stopped`))));
    }
  }
}

/** Stores runs in memory; only what the pipeline uses. */
class RunsInMemory extends GeneratedContent {
  readonly runs = new Map<string, { content: RunContent; stored: StoredRunContent }>();
  readonly readyVideos: number[] = [];
  override async storeOnce(runId: string, content: RunContent): Promise<StoredRunContent> {
    const known = this.runs.get(runId);
    if (known) return known.stored;
    const first = this.runs.size * 100;
    const stored = { blogPostIds: [first + 1], socialMediaPostIds: content.socialPosts.map((_post, index) => first + 10 + index), videoPodcastId: first + 2 };
    this.runs.set(runId, { content, stored });
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
  let progress: string[];
  let job: AbortController;
  const request = { runId: 'run-1', episodeId: episode.id, audioUrl: '/media/episodes/7/audio.mp3' };

  const pipeline = (facts: EpisodeFacts | null = episode) => {
    episodes = new OneEpisode(facts);
    return new ProcessEpisodeAudio(episodes, new FixedProbe(), new RecordingTranscriber(calls), new RecordingWriter(calls), renderer, content, storage, { episodeUrl: (id) => `https://harmony.example/episode/${id}` });
  };
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
    content = new RunsInMemory();
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
    expect(result).toEqual({ ...stored.stored, episodeId: episode.id });
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

  it('fails for good when the episode is gone or its audio is not in the storage', async () => {
    await expect(pipeline(null).execute(request, context())).rejects.toEqual(new UnrecoverableJobError('Episode 7 no longer exists, so its content cannot be generated.'));
    await expect(pipeline().execute({ ...request, audioUrl: 'https://elsewhere.example/audio.mp3' }, context())).rejects.toEqual(
      new UnrecoverableJobError('The uploaded audio is not in the media storage any more. Please upload it again.'),
    );
    expect(calls).toEqual([]);
  });
});
