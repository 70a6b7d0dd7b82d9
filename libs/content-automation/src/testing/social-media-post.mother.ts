import type { SocialMediaPostDraft } from '../domain/index.js';

/** A valid stored-as-draft social post of episode `episodeId`; override what a test is about. */
export const aSocialPostDraft = (overrides: Partial<SocialMediaPostDraft> = {}): SocialMediaPostDraft => ({
  episodeId: 1,
  platform: 'linkedin',
  contentType: 'text',
  content: 'Money dates work when both of you bring one question. Episode 12 walks through ours.',
  imageUrl: null,
  videoUrl: null,
  status: 'draft',
  scheduledFor: null,
  publishedAt: null,
  ...overrides,
});
