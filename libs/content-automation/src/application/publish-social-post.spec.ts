import { PlatformNotConnected, SocialPostNotFound, SocialPostNotPublishable, type SocialMediaPost, type SocialMediaPostDraft } from '../domain/index.js';
import { aSocialPostDraft, InMemoryContentJobs, InMemorySocialMediaPosts, RecordingSocialPublisher } from '../testing/index.js';
import { ContentProcessingUnavailable } from '../domain/index.js';
import { FindConnectedPlatforms, PublishSocialPost, RequestSocialPostPublication, retryDelayMs } from './publish-social-post.js';
import { PublishScheduledPost } from './publish-scheduled-post.js';
import { RearmScheduledPublications } from './rearm-scheduled-publications.js';

const now = new Date('2026-03-02T09:00:00.000Z');

describe('publishing a post on its network (issue 26)', () => {
  let posts: InMemorySocialMediaPosts;
  let jobs: InMemoryContentJobs;
  let publisher: RecordingSocialPublisher;
  let request: RequestSocialPostPublication;
  let job: PublishSocialPost;
  const add = async (overrides: Partial<SocialMediaPostDraft> = {}): Promise<SocialMediaPost> => (await posts.addAll([aSocialPostDraft({ platform: 'mastodon', status: 'approved', ...overrides })]))[0]!;
  /** Runs the queued publish jobs, as the queue would (each once, retries included), until none is left. */
  const runQueuedJobs = async (): Promise<void> => {
    for (let index = 0; index < jobs.postPublications.length; index += 1) await job.execute(jobs.postPublications[index]!, () => now);
  };

  beforeEach(() => {
    posts = new InMemorySocialMediaPosts();
    jobs = new InMemoryContentJobs();
    publisher = new RecordingSocialPublisher();
    const platforms = new FindConnectedPlatforms(publisher);
    request = new RequestSocialPostPublication(posts, jobs, platforms);
    job = new PublishSocialPost(posts, jobs, publisher, 1_000);
  });

  it('marks the post publishing and queues its job, reaching no network in the request; a second call queues nothing', async () => {
    const post = await add();
    expect(await request.execute(post.id)).toMatchObject({ status: 'approved', publishState: 'publishing' });
    expect(await request.execute(post.id)).toMatchObject({ status: 'approved', publishState: 'publishing' });
    expect(jobs.postPublications).toEqual([{ postId: post.id, attempt: 1, tries: 0, delayMs: 0 }]);
    expect(publisher.tries).toEqual([]);
  });

  it('refuses a post that is not approved or scheduled, an unknown one, and one with no connected account', async () => {
    const pending = await add({ status: 'pending_approval' });
    await expect(request.execute(pending.id)).rejects.toThrow(new SocialPostNotPublishable('pending_approval', 'pending approval'));
    await expect(request.execute(pending.id)).rejects.toThrow('Only an approved or scheduled post can be published; this one is pending approval.');
    await expect(request.execute(999)).rejects.toBeInstanceOf(SocialPostNotFound);
    const linkedin = await add({ platform: 'linkedin' });
    await expect(request.execute(linkedin.id)).rejects.toThrow(new PlatformNotConnected('linkedin'));
    expect(await posts.findById(linkedin.id)).toEqual(linkedin);
    expect(jobs.postPublications).toEqual([]);
  });

  it('leaves the post as it was when the queue does not answer (503)', async () => {
    const post = await add();
    jobs.unavailable = true;
    await expect(request.execute(post.id)).rejects.toBeInstanceOf(ContentProcessingUnavailable);
    expect(await posts.findById(post.id)).toEqual(post);
  });

  it('publishes once the network confirms: published now, with its id and address', async () => {
    const post = await add();
    await request.execute(post.id);
    await runQueuedJobs();
    expect(await posts.findById(post.id)).toMatchObject({
      status: 'published',
      publishedAt: now,
      publishState: null,
      publishError: null,
      remoteId: `remote-${post.id}`,
      remoteUrl: `https://mastodon.example/@harmony/${post.id}`,
      publishAttempts: 1,
    });
    expect(publisher.published.map(({ id }) => id)).toEqual([post.id]);
  });

  it("keeps the post approved with the network's reason when it refuses, and a Retry is a new job", async () => {
    const post = await add();
    publisher.next.push({ refused: 'Mastodon refused the post: Text character limit of 500 exceeded' });
    await request.execute(post.id);
    await runQueuedJobs();
    expect(await posts.findById(post.id)).toMatchObject({ status: 'approved', publishState: null, publishError: 'Mastodon refused the post: Text character limit of 500 exceeded' });

    expect(await request.execute(post.id)).toMatchObject({ publishState: 'publishing', publishError: null });
    expect(jobs.postPublications.map(({ tries }) => tries)).toEqual([0, 1]);
    await runQueuedJobs();
    expect(await posts.findById(post.id)).toMatchObject({ status: 'published', publishError: null });
  });

  it('tries again after Retry-After when the network is unavailable, then publishes one post', async () => {
    const post = await add();
    publisher.next.push({ unavailable: 'Mastodon is not answering (503)' }, { unavailable: 'Mastodon asks us to wait', retryAfterMs: 30_000 });
    await request.execute(post.id);
    await runQueuedJobs();
    expect(jobs.postPublications.map(({ attempt, delayMs }) => ({ attempt, delayMs }))).toEqual([
      { attempt: 1, delayMs: 0 },
      { attempt: 2, delayMs: 1_000 },
      { attempt: 3, delayMs: 30_000 },
    ]);
    expect(await posts.findById(post.id)).toMatchObject({ status: 'published', publishAttempts: 3 });
    expect(publisher.published).toHaveLength(1);
  });

  it('gives up after six tries, in plain words, the post as it was', async () => {
    const post = await add();
    for (let index = 0; index < 6; index += 1) publisher.next.push({ unavailable: 'Mastodon is not answering (502)' });
    await request.execute(post.id);
    await runQueuedJobs();
    expect(jobs.postPublications).toHaveLength(6);
    expect(await posts.findById(post.id)).toMatchObject({ status: 'approved', publishState: null, publishError: 'Mastodon is not answering; we tried 6 times. Try again later.', publishAttempts: 6 });
    expect(publisher.published).toEqual([]);
  });

  it('marks this post and every other waiting on the platform when the connection no longer works', async () => {
    const post = await add();
    const scheduled = await add({ status: 'scheduled', scheduledFor: new Date(now.getTime() + 3_600_000), content: 'Later.' });
    const bluesky = await add({ platform: 'bluesky', status: 'scheduled', scheduledFor: new Date(now.getTime() + 3_600_000) });
    publisher.next.push({ unauthorized: 'Mastodon did not accept the access token' });
    await request.execute(post.id);
    await runQueuedJobs();
    const message = 'Your Mastodon connection needs reconnecting.';
    expect(await posts.findById(post.id)).toMatchObject({ status: 'approved', publishState: null, publishError: message });
    expect(await posts.findById(scheduled.id)).toMatchObject({ status: 'scheduled', publishError: message });
    expect(await posts.findById(bluesky.id)).toMatchObject({ publishError: null });
  });

  it('publishes once when its job runs twice (a crash after the network answered, a retry run again)', async () => {
    const post = await add();
    await request.execute(post.id);
    const [queued] = jobs.postPublications;
    expect(await job.execute(queued!, () => now)).toBe('published');
    expect(await job.execute(queued!, () => now)).toBe('skipped');
    expect(publisher.tries).toHaveLength(1);
    expect(publisher.published).toHaveLength(1);
  });

  it('records the network\'s proof on a post the owner marked published meanwhile, and sends nothing for one called off', async () => {
    const post = await add();
    await request.execute(post.id);
    const stored = (await posts.findById(post.id))!;
    await posts.saveMove({ ...stored, publishState: null }, 'approved'); // called off (e.g. its connection marked)
    await runQueuedJobs();
    expect(publisher.tries).toEqual([]);
  });

  it('sends a due scheduled post of a connected platform through the network, and publishes it once confirmed', async () => {
    const at = new Date(now.getTime() - 1_000);
    const post = await add({ status: 'scheduled', scheduledFor: at });
    const scheduled = new PublishScheduledPost(posts, new FindConnectedPlatforms(publisher), job, jobs);
    expect(await scheduled.execute(post.id, now)).toMatchObject({ status: 'published', remoteId: `remote-${post.id}` });
    expect(publisher.published.map(({ id }) => id)).toEqual([post.id]);
    expect(await scheduled.execute(post.id, now)).toBeNull();
    expect(publisher.tries).toHaveLength(1);
  });

  it('leaves a due scheduled post publishing by Publish Now to that try, never two at once', async () => {
    const post = await add({ status: 'scheduled', scheduledFor: new Date(now.getTime() - 1_000) });
    await request.execute(post.id);
    const scheduled = new PublishScheduledPost(posts, new FindConnectedPlatforms(publisher), job, jobs);
    expect(await scheduled.execute(post.id, now)).toMatchObject({ publishState: 'publishing' });
    expect(publisher.tries).toEqual([]);
    expect(jobs.postPublications).toHaveLength(1); // the same job, by its name
  });

  it('queues the try again when its scheduled job is run again after a crash left the post publishing', async () => {
    const post = await add({ status: 'scheduled', scheduledFor: new Date(now.getTime() - 1_000) });
    await posts.saveMove({ ...post, publishState: 'publishing' }, 'scheduled'); // marked, then the process died
    const scheduled = new PublishScheduledPost(posts, new FindConnectedPlatforms(publisher), job, jobs);
    await scheduled.execute(post.id, now);
    await runQueuedJobs();
    expect(await posts.findById(post.id)).toMatchObject({ status: 'published' });
    expect(publisher.published).toHaveLength(1);
  });

  it('queues again at start-up the try of every post left publishing, and nothing for the others', async () => {
    const waiting = await add();
    await request.execute(waiting.id);
    await add({ content: 'Not publishing.' });
    const restarted = new InMemoryContentJobs();
    await new RearmScheduledPublications(posts, restarted).execute(now);
    expect(restarted.postPublications).toEqual([{ postId: waiting.id, attempt: 1, tries: 0, delayMs: 0 }]);
  });

  it('waits what the network asked, never less than the backoff, at most an hour', () => {
    expect(retryDelayMs(1, null, 10_000)).toBe(10_000);
    expect(retryDelayMs(3, null, 10_000)).toBe(40_000);
    expect(retryDelayMs(1, 120_000, 10_000)).toBe(120_000);
    expect(retryDelayMs(1, 86_400_000, 10_000)).toBe(3_600_000);
  });
});
