import { BullMqJobQueue, InProcessJobQueue, JobHandlerRegistry, type JobConsumer, type JobQueue } from '@harmony/platform';
import { deleteQueueKeys, redisTestTarget, uniqueQueuePrefix } from '@harmony/platform/testing';
import { FindConnectedPlatforms, PublishSocialPost, RequestSocialPostPublication } from '../../application/index.js';
import { aSocialPostDraft, InMemorySocialMediaPosts, RecordingSocialPublisher } from '../../testing/index.js';
import { publishPostJob } from './content-job-kinds.js';
import { JobQueueContentJobs } from './job-queue-content-jobs.js';

type QueueUnderTest = JobQueue & JobConsumer;
const redis = redisTestTarget();
const queues: { name: string; open: (registry: JobHandlerRegistry) => QueueUnderTest; cleanUp?: () => Promise<void> }[] = [{ name: 'the in-process queue', open: (registry) => new InProcessJobQueue({ registry }) }];
if (redis.available) {
  const prefix = uniqueQueuePrefix();
  queues.push({ name: 'BullMQ on Redis', open: (registry) => new BullMqJobQueue({ redisUrl: redis.url, registry, prefix }), cleanUp: () => deleteQueueKeys(redis.url, prefix) });
}

/**
 * Issue 26: the `social.publish-post` job on each queue the app runs (embedded: in process; production: BullMQ):
 * a network that asks to wait (Retry-After) is tried again no sooner, through a new job, and the post goes out once.
 */
describe.each(queues)('the social.publish-post job on $name', ({ open, cleanUp }) => {
  let queue: QueueUnderTest;
  afterEach(async () => {
    await queue?.close();
    await cleanUp?.();
  });

  it('honours Retry-After, then publishes the post once', async () => {
    const posts = new InMemorySocialMediaPosts();
    const publisher = new RecordingSocialPublisher();
    const registry = new JobHandlerRegistry([publishPostJob.name]);
    queue = open(registry);
    const jobs = new JobQueueContentJobs(queue);
    const publish = new PublishSocialPost(posts, jobs, publisher, 10);
    const tried: number[] = [];
    registry.register('social.publish-post', async (payload) => {
      tried.push(Date.now());
      return { outcome: await publish.execute(payload) };
    });
    await queue.startConsuming();
    publisher.next.push({ unavailable: 'Mastodon is busy', retryAfterMs: 400 });
    const [post] = await posts.addAll([aSocialPostDraft({ platform: 'mastodon', status: 'approved' })]);

    await new RequestSocialPostPublication(posts, jobs, new FindConnectedPlatforms(publisher)).execute(post!.id);
    for (let waited = 0; waited < 10_000 && (await posts.findById(post!.id))?.status !== 'published'; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await posts.findById(post!.id)).toMatchObject({ status: 'published', publishAttempts: 2, remoteId: `remote-${post!.id}` });
    expect(tried).toHaveLength(2);
    expect(tried[1]! - tried[0]!).toBeGreaterThanOrEqual(380);
    expect(publisher.published).toHaveLength(1);
    expect(await queue.getJob(publishPostJob.jobId!({ postId: post!.id, attempt: 2, tries: 1 }))).toMatchObject({ state: 'completed' });
  });
});
