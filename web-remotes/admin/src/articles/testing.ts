import type { ManagedArticle } from './articles-api.js';

/** An article as the manager reads it: published, not featured, unless `overrides` say otherwise. */
export const anArticle = (overrides: Partial<ManagedArticle> = {}): ManagedArticle => ({
  id: 1,
  title: 'Budgeting Together',
  slug: 'budgeting-together',
  excerpt: 'How we budget as a couple.',
  content: '# Our plan\n\nA **bold** step.',
  contentHtml: '<h2>Our plan</h2><p>A <strong>bold</strong> step.</p>',
  imageUrl: null,
  category: 'financial-advice',
  tags: ['budgeting', 'couples'],
  featured: false,
  published: true,
  // Midday UTC: the same calendar day in every time zone a test machine may run in.
  publishedAt: '2026-11-12T12:00:00.000Z',
  createdAt: '2026-11-10T12:00:00.000Z',
  updatedAt: '2026-11-10T12:00:00.000Z',
  status: 'published',
  ...overrides,
});
