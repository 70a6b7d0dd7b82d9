import { UnrecoverableJobError } from '@harmony/platform';
import {
  FixedAudioProbe,
  InMemoryEpisodeCatalogue,
  InMemoryGeneratedContent,
  InMemoryMediaStorage,
  InMemoryNewsletterDrafts,
  RecordingContentWriter,
  RecordingMediaRenderer,
  RecordingTranscriber,
  aWrittenEpisodeContent,
  type PortCall,
} from '../testing/index.js';
import type { EpisodeFacts } from './episode-catalogue.js';
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

describe('ProcessEpisodeAudio', () => {
  let storage: InMemoryMediaStorage;
  let calls: PortCall[];
  let episodes: InMemoryEpisodeCatalogue;
  let renderer: RecordingMediaRenderer;
  let content: InMemoryGeneratedContent;
  let newsletters: InMemoryNewsletterDrafts;
  let progress: string[];
  let job: AbortController;
  const request = { runId: 'run-1', episodeId: episode.id, audioUrl: '/media/episodes/7/audio.mp3' };

  const pipeline = (facts: EpisodeFacts | null = episode) => {
    episodes = new InMemoryEpisodeCatalogue(facts ? [facts] : []);
    return new ProcessEpisodeAudio(episodes, new FixedAudioProbe(), new RecordingTranscriber(calls), new RecordingContentWriter(calls), content, content.media, rendering(), storage, newsletters, {
      episodeUrl: (id) => `https://harmony.example/episode/${id}`,
    });
  };
  const videoStatuses = async () => (await content.videosOf(episode.id)).map((video) => video.status);
  const rendering = () => new RenderRunMedium(renderer, content, content.media, storage);
  const context = () => ({
    reportProgress: async (_percent: number, stage: string) => {
      progress.push(stage);
    },
    signal: job.signal,
  });

  beforeEach(() => {
    storage = new InMemoryMediaStorage();
    storage.put('episodes/7/audio.mp3');
    calls = [];
    renderer = new RecordingMediaRenderer(calls);
    content = new InMemoryGeneratedContent();
    newsletters = new InMemoryNewsletterDrafts();
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
    const stored = (await content.findRun('run-1'))!;
    expect(result).toEqual({ ...stored, episodeId: episode.id, failedMedia: [] });
    expect(await videoStatuses()).toEqual(['ready']);
    const keys = runMediaKeys(episode.id, 'run-1');
    for (const key of Object.values(keys)) expect(await storage.exists(key)).toBe(true);
    expect((await content.socialPostsOf(episode.id)).every((post) => post.status === 'pending_approval')).toBe(true);
    expect(newsletters.drafts.get(episode.id)).toEqual(aWrittenEpisodeContent().newsletter);
  });

  it('drafts the "new episode" newsletter once per episode: a second run of the episode keeps the first', async () => {
    await pipeline().execute(request, context());
    await pipeline().execute({ ...request, runId: 'run-2' }, context());

    expect(newsletters.calls).toBe(2);
    expect([...newsletters.drafts.keys()]).toEqual([episode.id]);
  });

  it('stops when the job is stopped mid-render: the drafts stay stored, the video is not ready, and the next run renders only what is missing', async () => {
    renderer.stopWhenAborted = 'video';
    const running = pipeline().execute(request, context());
    while (!calls.some((call) => call.what === 'video')) await new Promise((resolve) => setTimeout(resolve, 5));
    job.abort('The job queue is shutting down');
    await expect(running).rejects.toThrow('video stopped');
    expect(await content.findRun('run-1')).not.toBeNull();
    expect(await videoStatuses()).toEqual(['processing']);
    const keys = runMediaKeys(episode.id, 'run-1');
    expect(await storage.exists(keys.video)).toBe(false);

    calls.splice(0);
    renderer.stopWhenAborted = undefined;
    job = new AbortController();
    await pipeline().execute(request, context());
    expect(calls.map((call) => call.what)).toEqual(['video']);
    expect(await content.blogPostsOf(episode.id)).toHaveLength(1);
    expect(await videoStatuses()).toEqual(['ready']);
  });

  describe('when a render fails (issue 22: a media failure never loses the words)', () => {
    const svgFailure = 'The reel could not be rendered: Decoder (codec svg) not found';

    it('stores the transcript, the draft and the posts, marks the medium failed with its reason, renders the rest, and completes', async () => {
      renderer.failing.set('reel', svgFailure);
      const result = await pipeline().execute(request, context());

      expect(episodes.transcripts).toHaveLength(1);
      const stored = (await content.findRun('run-1'))!;
      expect((await content.blogPostsOf(episode.id))[0]!.content.length).toBeGreaterThanOrEqual(600);
      expect(await content.socialPostsOf(episode.id)).toHaveLength(2);
      const reel = content.media.of('run-1', 'reel');
      expect(reel).toMatchObject({ status: 'failed', failureReason: svgFailure });
      expect(content.media.of('run-1', 'quote_card')).toMatchObject({ status: 'ready', failureReason: null });
      expect(content.media.of('run-1', 'video')).toMatchObject({ status: 'ready' });
      expect(await videoStatuses()).toEqual(['ready']);
      // Completed with failures: the run's result names what failed, and why.
      expect(result).toEqual({ ...stored, episodeId: episode.id, failedMedia: [{ id: reel.id, kind: 'reel', reason: svgFailure }] });
      expect(progress.at(-1)).toBe(PIPELINE_STEPS.done.stage);
      expect(await storage.exists(runMediaKeys(episode.id, 'run-1').reel)).toBe(false);
    });

    it('leaves the video processing when its render fails, and a retried run neither stores again nor renders the failed medium', async () => {
      renderer.failing.set('video', 'The video could not be rendered: ffmpeg exited with code 1.');
      const first = await pipeline().execute(request, context());
      expect(first.failedMedia).toEqual([expect.objectContaining({ kind: 'video', reason: 'The video could not be rendered: ffmpeg exited with code 1.' })]);
      expect(await videoStatuses()).toEqual(['processing']);

      calls.splice(0);
      const again = await pipeline().execute(request, context());
      expect(calls).toEqual([]);
      expect(await content.blogPostsOf(episode.id)).toHaveLength(1);
      expect(again.failedMedia).toEqual(first.failedMedia);
    });

    it('renders a failed medium again from what was stored, once, without the words being written again', async () => {
      renderer.failing.set('reel', svgFailure);
      renderer.failing.set('video', 'The video could not be rendered: out of disk space');
      await pipeline().execute(request, context());
      const reel = content.media.of('run-1', 'reel');
      const video = content.media.of('run-1', 'video');
      renderer.failing.clear();
      calls.splice(0);
      pipeline();
      const again = new RenderMediumAgain(content.media, episodes, rendering());

      expect(await content.media.renderAgain(reel.id)).toMatchObject({ status: 'rendering', renders: 2 });
      expect(await again.execute({ mediaId: reel.id }, context())).toEqual({ id: reel.id, status: 'ready', failureReason: null });
      expect(await content.media.renderAgain(video.id)).toMatchObject({ status: 'rendering' });
      expect(await again.execute({ mediaId: video.id }, context())).toMatchObject({ status: 'ready' });
      expect(await videoStatuses()).toEqual(['ready']);
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
      await storage.remove(request.audioUrl);
      const reel = content.media.of('run-1', 'reel');
      await content.media.renderAgain(reel.id);

      expect(await new RenderMediumAgain(content.media, episodes, rendering()).execute({ mediaId: reel.id }, context())).toEqual({
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
