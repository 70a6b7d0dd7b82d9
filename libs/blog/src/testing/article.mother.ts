import { draftArticle, type ArticleDraft } from '../domain/index.js';

let sequence = 0;

/** A valid article draft; override only what the test is about. */
export function anArticleDraft(overrides: Partial<ArticleDraft> = {}): ArticleDraft {
  sequence += 1;
  return draftArticle({
    title: `Budgeting Together, Part ${sequence}`,
    excerpt: 'How two people share one budget.',
    content: `# Part ${sequence}\n\nSome **bold** advice.`,
    publishedAt: new Date(Date.UTC(2026, 0, sequence)),
    ...overrides,
  });
}
