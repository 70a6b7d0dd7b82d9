import type { RunContent } from '../domain/index.js';
import { aSocialPostDraft } from './social-media-post.mother.js';

const longDraft = `## Why money talks stall

${'Couples who plan their spending together argue less about it, and they save more each month. '.repeat(6)}

## Key takeaways

- Hold one money date a week.
- Bring one question each.`;

/** What a run of episode `episodeId` generates: one blog post draft, two social posts, a video being rendered, and its three media. */
export const aRunContent = (episodeId: number, overrides: Partial<RunContent> = {}): RunContent => ({
  blogPost: { episodeId, title: 'Our money dates', content: longDraft, excerpt: 'How one meeting a week changed our budget.', imageUrl: null, status: 'draft', scheduledFor: null, publishedAt: null },
  socialPosts: [aSocialPostDraft({ episodeId, status: 'pending_approval' }), aSocialPostDraft({ episodeId, platform: 'twitter', content: 'One money date a week. #marriage', status: 'pending_approval' })],
  video: { episodeId, title: 'Our money dates', description: 'The episode as a video.', videoUrl: '/media/content/run/video.mp4', thumbnailUrl: '/media/content/run/thumbnail.jpg', status: 'processing', publishedAt: null },
  media: [
    { kind: 'quote_card', url: '/media/content/run/quote-card.png', audioUrl: '/media/content/run/upload.wav', quote: 'One money date a week.', startSeconds: null },
    { kind: 'reel', url: '/media/content/run/reel.mp4', audioUrl: '/media/content/run/upload.wav', quote: 'One money date a week.', startSeconds: 12.5 },
    { kind: 'video', url: '/media/content/run/video.mp4', audioUrl: '/media/content/run/upload.wav', quote: 'One money date a week.', startSeconds: null },
  ],
  ...overrides,
});
