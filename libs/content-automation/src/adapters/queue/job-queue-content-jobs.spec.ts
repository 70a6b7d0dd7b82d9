import { InProcessJobQueue, JobHandlerRegistry, JobQueue, QueueUnavailableError, type EnqueuedJob } from '@harmony/platform';
import { ContentProcessingUnavailable } from '../../domain/index.js';
import { processEpisodeAudioJob, publishScheduledPostJob, renderMediumJob } from './content-job-kinds.js';
import { JobQueueContentJobs } from './job-queue-content-jobs.js';

/** A queue that cannot be reached, as BullMQ is when Redis is down. */
class UnreachableQueue extends InProcessJobQueue {
  override async enqueue(): Promise<EnqueuedJob> {
    throw new QueueUnavailableError('Redis is down');
  }
  override async getJob(): Promise<never> {
    throw new QueueUnavailableError('Redis is down');
  }
}

// The in-process queue keeps the BullMQ adapter's contract (libs/platform queue-contract.spec.ts): what holds here holds on Redis.
describe(JobQueueContentJobs.name, () => {
  let queue: InProcessJobQueue;
  let jobs: JobQueueContentJobs;
  const now = new Date('2026-03-02T09:00:00.000Z');

  beforeEach(() => {
    // Not consuming: the jobs stay as queued, for the test to read.
    queue = new InProcessJobQueue({ registry: new JobHandlerRegistry([]) });
    jobs = new JobQueueContentJobs(queue satisfies JobQueue);
  });
  afterEach(() => queue.close());

  it('starts one run per upload and follows it as the owner reads it', async () => {
    const request = { runId: 'run-1', episodeId: 7, audioUrl: '/media/content/episode-7/upload-a.mp3' };
    const started = await jobs.startRun(request);

    expect(started).toMatchObject({ id: processEpisodeAudioJob.jobId!(request), state: 'queued', progress: 0, step: 'Waiting for a worker', result: null, error: null });
    expect((await jobs.startRun(request)).id).toBe(started.id);
    expect(await jobs.findRun(started.id)).toEqual(started);
    expect(await jobs.uploadsOfKeptRuns()).toEqual([request.audioUrl]);
    expect(await jobs.canStartRuns()).toBe(true);
  });

  it('finds no run for an unknown id, nor for a job that is not a run', async () => {
    await jobs.renderMedium(3, 1);
    expect(await jobs.findRun('content-run-unknown')).toBeNull();
    expect(await jobs.findRun(renderMediumJob.jobId!({ mediaId: 3, renders: 1 }))).toBeNull();
  });

  it('queues a publication for its time, one job per post and time; one past its time runs at once', async () => {
    const at = new Date(now.getTime() + 60_000);
    await jobs.schedulePublication(5, at, now);
    await jobs.schedulePublication(5, new Date(now.getTime() - 1000), now);

    expect(await queue.getJob(publishScheduledPostJob.jobId!({ postId: 5, scheduledFor: at.toISOString() }))).toMatchObject({ name: 'content.publish-scheduled-post', state: 'delayed' });
    expect(await queue.getJob(publishScheduledPostJob.jobId!({ postId: 5, scheduledFor: new Date(now.getTime() - 1000).toISOString() }))).toMatchObject({ state: 'waiting' });
  });

  it('queues each render asked for as its own job', async () => {
    await jobs.renderMedium(3, 2);
    await jobs.renderMedium(3, 3);
    expect(await queue.getJob('render-medium-3-2')).toMatchObject({ name: 'content.render-medium', state: 'waiting' });
    expect(await queue.getJob('render-medium-3-3')).toMatchObject({ name: 'content.render-medium' });
  });

  it('answers a queue that cannot be reached as content processing unavailable (503)', async () => {
    const unreachable = new JobQueueContentJobs(new UnreachableQueue({ registry: new JobHandlerRegistry([]) }));
    await expect(unreachable.startRun({ runId: 'run-2', episodeId: 7, audioUrl: '/media/a.mp3' })).rejects.toBeInstanceOf(ContentProcessingUnavailable);
    await expect(unreachable.findRun('content-run-run-2')).rejects.toBeInstanceOf(ContentProcessingUnavailable);
    await expect(unreachable.schedulePublication(5, now, now)).rejects.toBeInstanceOf(ContentProcessingUnavailable);
    await expect(unreachable.renderMedium(3, 1)).rejects.toBeInstanceOf(ContentProcessingUnavailable);
    await expect(unreachable.publishPost({ postId: 5, attempt: 1, tries: 0 })).rejects.toBeInstanceOf(ContentProcessingUnavailable);
  });

  it('queues one try per post and tries count (a second Publish Now adds nothing), a retry after its delay', async () => {
    await jobs.publishPost({ postId: 5, attempt: 1, tries: 0 });
    await jobs.publishPost({ postId: 5, attempt: 1, tries: 0 });
    await jobs.publishPost({ postId: 5, attempt: 2, tries: 1 }, 30_000);
    expect(await queue.getJob('social-publish-post-5-0')).toMatchObject({ name: 'social.publish-post', state: 'waiting' });
    expect(await queue.getJob('social-publish-post-5-1')).toMatchObject({ state: 'delayed' });
  });
});
