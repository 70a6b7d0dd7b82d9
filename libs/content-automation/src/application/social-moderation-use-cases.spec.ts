import { InvalidInput } from '@harmony/platform/domain';
import { ContentProcessingUnavailable, InvalidStatusTransition, SocialMediaPosts, SocialPostNotFound, type SocialMediaPost, type SocialPostStatus } from '../domain/index.js';
import { aSocialPostDraft, InMemoryContentJobs, InMemorySocialMediaPosts, RecordingSocialPublisher } from '../testing/index.js';
import { ChangeSocialPostStatus } from './change-social-post-status.js';
import { PublishScheduledPost } from './publish-scheduled-post.js';
import { FindConnectedPlatforms, PublishSocialPost } from './publish-social-post.js';
import { RearmScheduledPublications } from './rearm-scheduled-publications.js';
import { ListSocialPosts } from './list-social-posts.js';

const now = new Date('2026-03-02T09:00:00.000Z');
const everything = { limit: 100, offset: 0 };

const rejection = async (attempt: Promise<unknown>): Promise<unknown> =>
  attempt.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('the social moderation use cases', () => {
  let posts: InMemorySocialMediaPosts;
  let list: ListSocialPosts;
  let change: ChangeSocialPostStatus;
  let jobs: InMemoryContentJobs;
  let publisher: RecordingSocialPublisher;
  const add = async (status: SocialPostStatus, content = `A ${status} post.`): Promise<SocialMediaPost> => (await posts.addAll([aSocialPostDraft({ status, content })]))[0]!;

  beforeEach(() => {
    posts = new InMemorySocialMediaPosts();
    list = new ListSocialPosts(posts);
    // Never run: a test looks at the jobs a move queued, and runs the job's use case itself.
    jobs = new InMemoryContentJobs();
    publisher = new RecordingSocialPublisher();
    change = new ChangeSocialPostStatus(posts, jobs);
  });

  describe('scheduling and publishing', () => {
    it('marks a post published by hand ("Mark as published") without reaching any network', async () => {
      const post = await add('approved');
      const published = await change.execute(post.id, { status: 'published' }, now);
      expect(publisher.tries).toEqual([]);
      expect(published).toMatchObject({ status: 'published', publishedAt: now });
    });

    it('queues the publication of a scheduled post for its time, one job per time', async () => {
      const post = await add('approved');
      const at = new Date(now.getTime() + 60_000);
      await change.execute(post.id, { status: 'scheduled', scheduledFor: at }, now);

      expect(jobs.publications).toEqual([{ postId: post.id, at }]);
      expect(publisher.published).toEqual([]);
    });

    it('refuses a schedule the queue cannot keep (503), and keeps the post as it was', async () => {
      const post = await add('approved');
      jobs.unavailable = true;
      expect(await rejection(change.execute(post.id, { status: 'scheduled', scheduledFor: new Date(now.getTime() + 60_000) }, now))).toBeInstanceOf(ContentProcessingUnavailable);
      expect(await posts.findById(post.id)).toEqual(post);
    });

    it('queues again, at start-up, the publication of every scheduled post', async () => {
      const post = await add('approved');
      const at = new Date(now.getTime() + 60_000);
      await change.execute(post.id, { status: 'scheduled', scheduledFor: at }, now);
      const restarted = new InMemoryContentJobs();
      expect(await new RearmScheduledPublications(posts, restarted).execute(now)).toBe(1);
      expect(restarted.publications).toEqual([{ postId: post.id, at }]);
    });

    it('publishes a scheduled post when its time comes, and leaves one unscheduled meanwhile alone', async () => {
      // A LinkedIn post, and no LinkedIn account connected: the manual path, as before issue 26.
      const publish = new PublishScheduledPost(posts, new FindConnectedPlatforms(publisher), new PublishSocialPost(posts, jobs, publisher), jobs);
      const due = await add('approved');
      const at = new Date(now.getTime() + 60_000);
      await change.execute(due.id, { status: 'scheduled', scheduledFor: at }, now);
      const calledOff = await add('approved', 'called off');
      await change.execute(calledOff.id, { status: 'scheduled', scheduledFor: at }, now);
      await change.execute(calledOff.id, { status: 'approved' }, now);

      expect(await publish.execute(due.id, now)).toBeNull(); // too early: not due yet
      expect(await publish.execute(due.id, at)).toMatchObject({ status: 'published', publishedAt: at });
      expect(await publish.execute(calledOff.id, at)).toBeNull();
      expect(await publish.execute(9999, at)).toBeNull();
      expect(publisher.tries).toEqual([]);
      expect(await posts.findById(calledOff.id)).toMatchObject({ status: 'approved' });
    });
  });

  describe(ListSocialPosts.name, () => {
    it('lists the posts pending approval when no status is asked for (SPEC §9)', async () => {
      const pending = await add('pending_approval');
      await add('approved');
      for (const status of [undefined, '']) expect((await list.execute(status, everything)).items).toEqual([pending]);
    });

    it('lists the posts of the status asked for, newest first', async () => {
      const older = await add('rejected', 'older');
      const newer = await add('rejected', 'newer');
      await add('pending_approval');
      expect((await list.execute('rejected', everything)).items.map((post) => post.id)).toEqual([newer.id, older.id]);
    });

    it('refuses an unknown status, on the status field, naming the statuses there are', async () => {
      const error = await rejection(list.execute('archived', everything));
      expect(error).toBeInstanceOf(InvalidInput);
      expect((error as InvalidInput).code).toBe('invalid-social-post');
      expect((error as InvalidInput).fieldErrors).toEqual([{ field: 'status', message: expect.stringContaining('pending_approval') }]);
    });
  });

  describe(ChangeSocialPostStatus.name, () => {
    it.each([
      ['pending_approval', 'approved'],
      ['pending_approval', 'rejected'],
      ['approved', 'published'],
      ['rejected', 'pending_approval'],
    ] as const)('moves a post from %s to %s and stores it', async (from, to) => {
      const post = await add(from);
      const moved = await change.execute(post.id, { status: to }, now);
      expect(moved).toEqual({ ...post, status: to, publishedAt: to === 'published' ? now : null });
      expect(await posts.findById(post.id)).toEqual(moved);
    });

    it('schedules an approved post for a later time, and calls the plan off', async () => {
      const post = await add('approved');
      const at = new Date('2026-03-05T18:00:00.000Z');
      expect(await change.execute(post.id, { status: 'scheduled', scheduledFor: at }, now)).toMatchObject({ status: 'scheduled', scheduledFor: at });
      expect(await change.execute(post.id, { status: 'approved' }, now)).toMatchObject({ status: 'approved', scheduledFor: null });
    });

    it('refuses a move the state machine does not allow (409, naming both states), and keeps the post as it was', async () => {
      const post = await add('rejected');
      const error = await rejection(change.execute(post.id, { status: 'approved' }, now));
      expect(error).toBeInstanceOf(InvalidStatusTransition);
      expect((error as InvalidStatusTransition).message).toBe('A social post cannot move from "rejected" to "approved": from "rejected" it can only become "pending approval".');
      expect(await posts.findById(post.id)).toEqual(post);
    });

    it('refuses an unknown status (400) and an unknown post (404)', async () => {
      const post = await add('pending_approval');
      expect(await rejection(change.execute(post.id, { status: 'archived' }, now))).toBeInstanceOf(InvalidInput);
      const missing = await rejection(change.execute(post.id + 1, { status: 'approved' }, now));
      expect(missing).toBeInstanceOf(SocialPostNotFound);
      expect((missing as SocialPostNotFound).message).toBe(`Social post ${post.id + 1} was not found.`);
    });

    it('judges a move again from the state another change left, when that change was stored first', async () => {
      const post = await add('pending_approval');
      // Between this move's read and its write, another request rejects the post.
      const racing = new (class extends InMemorySocialMediaPosts {
        private raced = false;
        override async saveMove(moved: SocialMediaPost, from: SocialPostStatus): Promise<boolean> {
          if (!this.raced) {
            this.raced = true;
            await posts.saveMove({ ...post, status: 'rejected' }, 'pending_approval');
          }
          return posts.saveMove(moved, from);
        }
        override findById(id: number) {
          return posts.findById(id);
        }
      })();
      const error = await rejection(new ChangeSocialPostStatus(racing satisfies SocialMediaPosts, jobs).execute(post.id, { status: 'approved' }, now));
      expect(error).toBeInstanceOf(InvalidStatusTransition);
      expect((error as InvalidStatusTransition).from).toBe('rejected');
      expect(await posts.findById(post.id)).toMatchObject({ status: 'rejected' });
    });
  });
});
