import type { BlogArticle } from '@harmony/web-api';

let sequence = 0;

/** Object mother for component tests: a valid published article, with any field overridden. */
export function anArticle(overrides: Partial<BlogArticle> = {}): BlogArticle {
  sequence += 1;
  return {
    id: sequence,
    slug: `article-${sequence}`,
    title: `Article title ${sequence}`,
    excerpt: `What article ${sequence} is about.`,
    contentHtml: `<h2>Heading ${sequence}</h2>\n<p>A paragraph with <strong>bold</strong> words.</p>`,
    imageUrl: `/media/demo/blog/article-${sequence}.svg`,
    category: 'financial-advice',
    tags: ['budgeting'],
    featured: false,
    publishedAt: '2026-11-12T08:00:00.000Z',
    createdAt: '2026-11-12T08:00:00.000Z',
    updatedAt: '2026-11-12T08:00:00.000Z',
    ...overrides,
  };
}
