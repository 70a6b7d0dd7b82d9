import { draftArticle, type ArticleDraft } from '../domain/index.js';
import { fakeRendered } from './fake-article-renderer.js';

let sequence = 0;

/**
 * A valid article draft; override only what the test is about. Its contentHtml is the fake renderer's,
 * unless the test gives one (as stored by an earlier write, say).
 */
export function anArticleDraft(overrides: Partial<ArticleDraft> = {}): ArticleDraft {
  sequence += 1;
  const { contentHtml, ...input } = overrides;
  const draft = draftArticle(
    {
      title: `Budgeting Together, Part ${sequence}`,
      excerpt: 'How two people share one budget.',
      content: `# Part ${sequence}\n\nSome **bold** advice.`,
      // A minute apart, in order, and long public: however many drafts a suite makes, none is scheduled.
      publishedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)),
      ...input,
    },
    fakeRendered,
  );
  return contentHtml === undefined ? draft : { ...draft, contentHtml };
}
