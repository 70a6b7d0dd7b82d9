import type { AdminEpisodeDetail } from './episodes-api.js';

/** A published episode as the Episode Manager reads it (the detail answer, which the list rows are a part of). */
export const anAdminEpisode = (overrides: Partial<AdminEpisodeDetail> = {}): AdminEpisodeDetail => ({
  id: 7,
  number: 7,
  title: 'Budgeting as a team',
  description: '<p>How we budget.</p>',
  descriptionHtml: '<p>How we budget.</p>',
  audioUrl: '/media/episodes/7.mp3',
  imageUrl: '/media/episodes/7.png',
  duration: '42:15',
  publishedAt: '2026-11-01T09:00:00.000Z',
  featured: false,
  status: 'published',
  transcriptUrl: null,
  chaptersUrl: null,
  transcriptCueCount: null,
  chapters: null,
  ...overrides,
});
