// Fixtures of the moderation screen's tests: posts as the API sends them, and the server's answers.
import { jsonResponse, listResponse, signedIn } from '../testing.js';
import type { PostTextCheck, SocialPost } from './social-api.js';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

export const post = (id: number, changes: Partial<SocialPost> = {}): SocialPost => ({
  id,
  status: 'pending_approval',
  platform: 'instagram',
  contentType: 'image',
  content: `Money dates work when both of you bring one question. #${id}`,
  imageUrl: `/media/content/12/quote-card-${id}.png`,
  videoUrl: null,
  episodeId: 7,
  episode: { number: 12, title: 'Yours, Mine and Ours' },
  createdAt: hoursAgo(3),
  scheduledFor: null,
  publishedAt: null,
  media: [],
  publishing: false,
  publishError: null,
  remoteId: null,
  remoteUrl: null,
  connected: false,
  ...changes,
});

/** One or two posts in each tab, signed in. */
export const posts = {
  ...signedIn,
  'GET /api/social-media?status=pending_approval': listResponse([post(1), post(2, { platform: 'linkedin', contentType: 'text', imageUrl: null })]),
  'GET /api/social-media?status=approved': listResponse([post(3, { status: 'approved', platform: 'twitter', connected: true })]),
  'GET /api/social-media?status=scheduled': listResponse([post(4, { status: 'scheduled', scheduledFor: '2026-12-01T09:30:00.000Z' })]),
  'GET /api/social-media?status=published': listResponse([post(5, { status: 'published', contentType: 'reel', videoUrl: '/media/reel-5.mp4' })]),
  'GET /api/social-media?status=rejected': listResponse([post(6, { status: 'rejected', platform: 'facebook' })]),
};

const characterLimits = { twitter: 280, instagram: 2200, linkedin: 3000, facebook: 63_206 } as const;

/**
 * POST /api/social-media/text-check as a stand-in for the server: characters counted plainly (the real
 * one weighs X's links), hashtags counted for Instagram only.
 */
export const textCheckAnswer = ({ body }: { body: unknown }): Response => {
  const { platform, content } = body as { platform: keyof typeof characterLimits; content: string };
  const characters = { used: content.length, limit: characterLimits[platform] };
  const hashtags = platform === 'instagram' ? { used: content.match(/#\w+/g)?.length ?? 0, limit: 30 } : null;
  const broken: PostTextCheck['broken'] = [];
  if (characters.used > characters.limit) broken.push({ rule: 'characters', ...characters, message: `This network allows ${characters.limit} characters: this text has ${characters.used}.` });
  if (hashtags && hashtags.used > hashtags.limit) broken.push({ rule: 'hashtags', ...hashtags, message: `Instagram allows 30 hashtags: this text has ${hashtags.used}.` });
  return jsonResponse({ platform, characters, hashtags, broken } satisfies PostTextCheck);
};
