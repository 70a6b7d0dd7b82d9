import { SocialPostNotPublishable } from './content-automation.errors.js';
import { checkPlatformText, countCharacters } from './platform-limits.js';
import { NOT_PUBLISHING, type SocialMediaPost } from './social-media-post.js';
import { countPublishTry, isWaitingToPublish, needsReconnectingMessage, notAnsweringMessage, publishedOnNetwork, publishFailed, startPublishing } from './social-post-publishing.js';

const now = new Date('2026-03-02T09:00:00.000Z');
const aPost = (overrides: Partial<SocialMediaPost> = {}): SocialMediaPost => ({
  id: 7,
  episodeId: 1,
  platform: 'mastodon',
  contentType: 'text',
  content: 'Money dates work.',
  imageUrl: null,
  videoUrl: null,
  status: 'approved',
  scheduledFor: null,
  publishedAt: null,
  createdAt: now,
  ...NOT_PUBLISHING,
  ...overrides,
});

describe("a post's publish state (issue 26)", () => {
  it('starts publishing an approved or scheduled post, clearing the last error; a second start queues nothing', () => {
    const started = startPublishing(aPost({ publishError: 'Mastodon refused the post: too long' }));
    expect(started).toEqual({ post: aPost({ publishState: 'publishing' }), queue: true });
    expect(startPublishing(started.post)).toEqual({ post: started.post, queue: false });
    expect(startPublishing(aPost({ status: 'scheduled', scheduledFor: now })).queue).toBe(true);
  });

  it.each([
    ['pending_approval', 'pending approval'],
    ['published', 'published'],
    ['rejected', 'rejected'],
    ['draft', 'draft'],
  ] as const)('refuses to publish a %s post (409), in words', (status, words) => {
    expect(() => startPublishing(aPost({ status }))).toThrow(new SocialPostNotPublishable(status, words));
    expect(() => startPublishing(aPost({ status }))).toThrow(`Only an approved or scheduled post can be published; this one is ${words}.`);
  });

  it('counts each try, and waits only while publishing an approved or scheduled post', () => {
    expect(countPublishTry(aPost({ publishAttempts: 2 })).publishAttempts).toBe(3);
    expect(isWaitingToPublish(aPost({ publishState: 'publishing' }))).toBe(true);
    expect(isWaitingToPublish(aPost())).toBe(false);
    expect(isWaitingToPublish(aPost({ status: 'published', publishState: 'publishing' }))).toBe(false);
  });

  it("publishes on the network's confirmation, with its proof; a post marked published meanwhile keeps its time", () => {
    const remote = { remoteId: '1129', remoteUrl: 'https://mastodon.example/@h/1129' };
    expect(publishedOnNetwork(aPost({ publishState: 'publishing', publishError: 'x' }), remote, now)).toEqual(aPost({ status: 'published', publishedAt: now, ...remote }));
    const scheduled = aPost({ status: 'scheduled', scheduledFor: now, publishState: 'publishing' });
    expect(publishedOnNetwork(scheduled, remote, now)).toMatchObject({ status: 'published', scheduledFor: now, publishedAt: now });
    const earlier = new Date('2026-03-01T09:00:00.000Z');
    expect(publishedOnNetwork(aPost({ status: 'published', publishedAt: earlier }), remote, now)).toMatchObject({ publishedAt: earlier, remoteId: '1129' });
  });

  it('keeps a failed post in its status, with the reason', () => {
    expect(publishFailed(aPost({ publishState: 'publishing' }), 'Nope.')).toEqual(aPost({ publishError: 'Nope.' }));
  });

  it('words the failures with the network as its users name it', () => {
    expect(notAnsweringMessage('mastodon')).toBe('Mastodon is not answering; we tried 6 times. Try again later.');
    expect(needsReconnectingMessage('mastodon')).toBe('Your Mastodon connection needs reconnecting.');
    expect(needsReconnectingMessage('twitter')).toBe('Your X connection needs reconnecting.');
  });
});

describe('the new platforms’ limits', () => {
  it('counts Bluesky in graphemes (300), Mastodon (500) and the webhook (5,000) in characters', () => {
    expect(countCharacters('bluesky', '👩‍👩‍👧 é')).toBe(3);
    expect(checkPlatformText('bluesky', '🎙'.repeat(300)).broken).toEqual([]);
    expect(checkPlatformText('bluesky', 'a'.repeat(301)).broken[0]?.message).toBe('Bluesky allows at most 300 characters in a post: this one has 301.');
    expect(checkPlatformText('mastodon', 'a'.repeat(501)).broken[0]?.message).toBe('Mastodon allows at most 500 characters in a post: this one has 501.');
    expect(checkPlatformText('webhook', 'a'.repeat(5_000)).broken).toEqual([]);
  });

  it("holds a text to a connected account's lower limit, never a higher one", () => {
    expect(checkPlatformText('mastodon', 'a'.repeat(450), 400).broken[0]?.message).toBe('Mastodon allows at most 400 characters in a post: this one has 450.');
    expect(checkPlatformText('mastodon', 'a'.repeat(501), 5_000).characters.limit).toBe(500);
  });
});
