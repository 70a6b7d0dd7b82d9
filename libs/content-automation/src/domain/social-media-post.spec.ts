import { InvalidInput } from '@harmony/platform/domain';
import { thrownBy } from '../testing/thrown.js';
import { InvalidStatusTransition, SocialPostNotEditable } from './content-automation.errors.js';
import {
  checkGenerateCount,
  DEFAULT_MODERATION_STATUS,
  draftSocialPost,
  moderationActions,
  publishIfDue,
  reviseSocialPostContent,
  SOCIAL_CONTENT_TYPES,
  SOCIAL_POST_STATUSES,
  socialPostStatuses,
  transitionSocialPost,
  type SocialMediaPostDraft,
  type SocialPostStatus,
} from './social-media-post.js';
import { SOCIAL_PLATFORMS } from './social-platform.js';

const now = new Date('2026-03-02T09:00:00Z');
const later = new Date('2026-03-03T18:30:00Z');
const earlier = new Date('2026-03-01T09:00:00Z');

const post = (status: SocialPostStatus, changes: Partial<SocialMediaPostDraft> = {}): SocialMediaPostDraft => ({
  episodeId: 7,
  platform: 'linkedin',
  contentType: 'text',
  content: 'Money talks go better with a plan.',
  imageUrl: null,
  videoUrl: null,
  status,
  scheduledFor: status === 'scheduled' ? later : null,
  publishedAt: null,
  ...changes,
});

describe('social post enumerations (SPEC §4)', () => {
  it('are exactly the SPEC values', () => {
    expect(SOCIAL_POST_STATUSES).toEqual(['draft', 'pending_approval', 'approved', 'scheduled', 'published', 'rejected']);
    expect(SOCIAL_CONTENT_TYPES).toEqual(['image', 'reel', 'text']);
    expect(SOCIAL_PLATFORMS).toEqual(['instagram', 'twitter', 'facebook', 'linkedin', 'mastodon', 'bluesky', 'webhook']);
    expect(DEFAULT_MODERATION_STATUS).toBe('pending_approval');
  });
});

describe('the social post state machine', () => {
  // Written out here, not read from the machine: the SPEC's four buttons and the moves issue 10 adds.
  const legal = new Set([
    'draft>pending_approval',
    'pending_approval>approved',
    'pending_approval>rejected',
    'approved>published',
    'approved>scheduled',
    'scheduled>published',
    'scheduled>approved',
    'rejected>pending_approval',
  ]);
  const words: Record<SocialPostStatus, string> = {
    draft: 'draft',
    pending_approval: 'pending approval',
    approved: 'approved',
    scheduled: 'scheduled',
    published: 'published',
    rejected: 'rejected',
  };
  const pairs = SOCIAL_POST_STATUSES.flatMap((from) => SOCIAL_POST_STATUSES.map((to) => [from, to] as const));
  const legalPairs = pairs.filter(([from, to]) => legal.has(`${from}>${to}`));
  const illegalPairs = pairs.filter(([from, to]) => !legal.has(`${from}>${to}`));

  it('weighs every one of the 36 pairs', () => {
    expect(pairs).toHaveLength(36);
    expect(legalPairs).toHaveLength(8);
    expect(illegalPairs).toHaveLength(28);
  });

  it.each(legalPairs)('lets a post move from %s to %s', (from, to) => {
    const moved = transitionSocialPost(post(from), to, { now, scheduledFor: later });
    expect(moved.status).toBe(to);
    expect(socialPostStatuses.canMove(from, to)).toBe(true);
  });

  it.each(illegalPairs)('refuses to move a post from %s to %s with a 409 naming both states', (from, to) => {
    const error = thrownBy(InvalidStatusTransition, () => transitionSocialPost(post(from), to, { now, scheduledFor: later }));
    expect(error).toMatchObject({ code: 'invalid-status-transition', kind: 'conflict', subject: 'social post', from, to });
    expect(error.message).toContain(`from "${words[from]}" to "${words[to]}"`);
    expect(socialPostStatuses.canMove(from, to)).toBe(false);
  });

  it('says where a post may go instead, in words a person reads', () => {
    expect(thrownBy(InvalidStatusTransition, () => transitionSocialPost(post('pending_approval'), 'published')).message).toBe(
      'A social post cannot move from "pending approval" to "published": from "pending approval" it can only become "approved" or "rejected".',
    );
    expect(thrownBy(InvalidStatusTransition, () => transitionSocialPost(post('rejected'), 'approved')).message).toBe(
      'A social post cannot move from "rejected" to "approved": from "rejected" it can only become "pending approval".',
    );
    expect(thrownBy(InvalidStatusTransition, () => transitionSocialPost(post('published'), 'draft')).message).toBe(
      'A social post cannot move from "published" to "draft": once published, a social post stays published.',
    );
    expect(thrownBy(InvalidStatusTransition, () => transitionSocialPost(post('approved'), 'approved')).message).toBe(
      'A social post cannot move from "approved" to "approved": it is already "approved".',
    );
  });

  it.each([['archived'], ['PENDING_APPROVAL'], [' approved'], [42]])('answers an unknown status %p with a 400 on the status field', (status) => {
    const error = thrownBy(InvalidInput, () => transitionSocialPost(post('pending_approval'), status as string));
    expect(error).toMatchObject({ code: 'invalid-social-post', kind: 'invalid-input' });
    expect(error.fieldErrors).toEqual([
      { field: 'status', message: `"${String(status)}" is not a social post status: use one of draft, pending_approval, approved, scheduled, published, rejected.` },
    ]);
  });

  it('answers a missing status as required, and cuts a long one short in the message', () => {
    expect(thrownBy(InvalidInput, () => socialPostStatuses.parse(undefined)).fieldErrors[0]?.message).toBe(
      'The social post status is required: use one of draft, pending_approval, approved, scheduled, published, rejected.',
    );
    expect(thrownBy(InvalidInput, () => socialPostStatuses.parse('x'.repeat(5000))).message).toContain(`"${'x'.repeat(40)}…" is not`);
    expect(socialPostStatuses.parse('scheduled')).toBe('scheduled');
  });

  it('refuses an illegal move before it looks at the time given', () => {
    expect(() => transitionSocialPost(post('pending_approval'), 'scheduled')).toThrow(InvalidStatusTransition);
  });
});

describe('the fields a move sets', () => {
  it('stamps a publication with its moment, and leaves the rest as it was', () => {
    const published = transitionSocialPost(post('approved'), 'published', { now });
    expect(published).toEqual({ ...post('approved'), status: 'published', publishedAt: now });
  });

  it('schedules an approved post for a time after now, and nothing else', () => {
    expect(transitionSocialPost(post('approved'), 'scheduled', { now, scheduledFor: later })).toMatchObject({ status: 'scheduled', scheduledFor: later, publishedAt: null });
    const errors = (scheduledFor: Date | null | undefined) => thrownBy(InvalidInput, () => transitionSocialPost(post('approved'), 'scheduled', { now, scheduledFor })).fieldErrors;
    expect(errors(undefined)).toEqual([{ field: 'scheduledFor', message: 'Choose the date and time to publish at.' }]);
    expect(errors(null)).toEqual([{ field: 'scheduledFor', message: 'Choose the date and time to publish at.' }]);
    expect(errors(new Date('not a date'))).toEqual([{ field: 'scheduledFor', message: 'Choose the date and time to publish at.' }]);
    expect(errors(now)).toEqual([{ field: 'scheduledFor', message: 'The time to publish at must be in the future.' }]);
    expect(errors(earlier)).toEqual([{ field: 'scheduledFor', message: 'The time to publish at must be in the future.' }]);
  });

  it('drops the plan when a post is unscheduled, and keeps it as a record once the post is out on time', () => {
    expect(transitionSocialPost(post('scheduled'), 'approved', { now })).toMatchObject({ status: 'approved', scheduledFor: null });
    expect(transitionSocialPost(post('scheduled'), 'published', { now: later })).toMatchObject({ status: 'published', scheduledFor: later, publishedAt: later });
  });

  it('keeps every other field of a richer post (a stored one, with its id)', () => {
    const stored = { ...post('rejected'), id: 12, createdAt: earlier };
    expect(transitionSocialPost(stored, 'pending_approval')).toEqual({ ...stored, status: 'pending_approval' });
  });
});

describe(moderationActions.name, () => {
  it.each([
    ['draft', []],
    ['pending_approval', [['Approve', 'approved'], ['Reject', 'rejected']]],
    ['approved', [['Publish Now', 'published']]],
    ['scheduled', []],
    ['published', []],
    ['rejected', [['Reconsider', 'pending_approval']]],
  ] as const)('offers on a %s post the SPEC §4 buttons %j', (status, buttons) => {
    expect(moderationActions(status).map((move) => [move.label, move.to])).toEqual(buttons);
  });

  it('offers only moves the machine allows', () => {
    for (const status of SOCIAL_POST_STATUSES) for (const move of moderationActions(status)) expect(socialPostStatuses.canMove(status, move.to)).toBe(true);
  });
});

describe(publishIfDue.name, () => {
  it('publishes a scheduled post whose time has come', () => {
    expect(publishIfDue(post('scheduled'), later)).toMatchObject({ status: 'published', publishedAt: later });
    expect(publishIfDue(post('scheduled'), new Date(later.getTime() + 60_000))).toMatchObject({ status: 'published' });
  });

  it('leaves alone a post not yet due, unscheduled meanwhile, or already out', () => {
    expect(publishIfDue(post('scheduled'), now)).toBeNull();
    expect(publishIfDue(post('approved'), later)).toBeNull();
    expect(publishIfDue(post('published', { publishedAt: now }), later)).toBeNull();
  });
});

describe(draftSocialPost.name, () => {
  const valid = { episodeId: 7, platform: 'twitter', contentType: 'image', content: '  Spender meets saver: the one talk to have before you merge accounts.  ', imageUrl: ' /media/card.png ' };

  it('stores a checked post as a draft (SPEC §9), its text and media trimmed', () => {
    expect(draftSocialPost(valid)).toEqual({
      episodeId: 7,
      platform: 'twitter',
      contentType: 'image',
      content: 'Spender meets saver: the one talk to have before you merge accounts.',
      imageUrl: '/media/card.png',
      videoUrl: null,
      status: 'draft',
      scheduledFor: null,
      publishedAt: null,
    });
  });

  it('reports every broken rule with its field', () => {
    const error = thrownBy(InvalidInput, () => draftSocialPost({ episodeId: 0, platform: 'myspace', contentType: 'story', content: '  ' }));
    expect(error.code).toBe('invalid-social-post');
    expect(error.fieldErrors).toEqual([
      { field: 'episodeId', message: 'The episode id must be a whole number of 1 or more.' },
      { field: 'platform', message: '"myspace" is not a platform: use one of instagram, twitter, facebook, linkedin, mastodon, bluesky, webhook.' },
      { field: 'contentType', message: '"story" is not a content type: use one of image, reel, text.' },
      { field: 'content', message: 'The post text is required.' },
    ]);
  });

  it("refuses a text over its platform's limits, with the count", () => {
    expect(thrownBy(InvalidInput, () => draftSocialPost({ ...valid, content: 'a'.repeat(281) })).fieldErrors).toEqual([
      { field: 'content', message: 'X allows at most 280 characters in a post, each link counted as 23: this one has 281.' },
    ]);
    expect(draftSocialPost({ ...valid, platform: 'linkedin', content: 'a'.repeat(281) }).content).toHaveLength(281);
  });
});

describe(reviseSocialPostContent.name, () => {
  it('changes the text of a post still under review', () => {
    expect(reviseSocialPostContent(post('pending_approval'), ' Better words. ')).toMatchObject({ content: 'Better words.', status: 'pending_approval' });
    expect(reviseSocialPostContent(post('draft'), 'Draft words.').content).toBe('Draft words.');
  });

  it.each(['approved', 'scheduled', 'published', 'rejected'] as const)('refuses to change a %s post (409)', (status) => {
    const error = thrownBy(SocialPostNotEditable, () => reviseSocialPostContent(post(status), 'New words.'));
    expect(error).toMatchObject({ code: 'social-post-not-editable', kind: 'conflict', status });
    expect(error.message).toBe(`Only a social post that is a draft or pending approval can be edited: this one is ${status}.`);
  });

  it("keeps the text within the post's platform", () => {
    expect(thrownBy(InvalidInput, () => reviseSocialPostContent(post('pending_approval'), 'a'.repeat(3001))).fieldErrors).toEqual([
      { field: 'content', message: 'LinkedIn allows at most 3,000 characters in a post: this one has 3,001.' },
    ]);
    expect(thrownBy(InvalidInput, () => reviseSocialPostContent(post('pending_approval'), ' ')).fieldErrors).toEqual([{ field: 'content', message: 'The post text is required.' }]);
  });
});

describe('checkGenerateCount', () => {
  it.each([1, 7, 20])('takes a request for %i posts', (count) => {
    expect(() => checkGenerateCount(count)).not.toThrow();
  });

  it.each([0, 21, 2.5, Number.NaN])('refuses %s posts, naming the field and the range', (count) => {
    expect(thrownBy(InvalidInput, () => checkGenerateCount(count)).fieldErrors).toEqual([{ field: 'count', message: 'Ask for 1 to 20 posts.' }]);
  });
});
