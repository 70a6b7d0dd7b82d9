import type { WrittenEpisodeContent } from '../application/index.js';
import { aRunContent } from './run-content.mother.js';

/** What a writer answers for an episode: a draft keeping the draft rules, two posts, a pull quote, a description and a newsletter. */
export const aWrittenEpisodeContent = (overrides: Partial<WrittenEpisodeContent> = {}): WrittenEpisodeContent => {
  const { title, excerpt, content } = aRunContent(1).blogPost;
  return {
    blogPost: { title, excerpt, content },
    socialPosts: [
      { platform: 'instagram', contentType: 'image', content: 'One account, two accounts, or both? #money' },
      { platform: 'twitter', contentType: 'text', content: 'Joint or separate accounts? Sam and Alex chose both.' },
    ],
    pullQuote: 'We chose both.',
    pullQuoteStartSeconds: null,
    videoDescription: 'Sam and Alex on joint and separate accounts.',
    newsletter: { subject: 'New episode: Two accounts or one?', previewText: 'Sam and Alex chose both.', content: 'A new episode is out.\n\n[Listen to the episode](https://harmony.example/episode/7)' },
    ...overrides,
  };
};
