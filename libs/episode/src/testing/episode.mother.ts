import { draftEpisode, type EpisodeDraft } from '../domain/index.js';
import { fakeSanitized } from './fake-description-sanitizer.js';

let sequence = 0;

/**
 * A valid episode draft; override only what the test is about. Its descriptionHtml is the fake
 * sanitizer's, unless the test gives one (as stored by an earlier write, say).
 */
export function anEpisodeDraft(overrides: Partial<EpisodeDraft> = {}): EpisodeDraft {
  sequence += 1;
  const { descriptionHtml, ...input } = overrides;
  const draft = draftEpisode(
    {
      number: sequence,
      title: `Money Talk ${sequence}`,
      description: `<p>Episode ${sequence} about budgeting together.</p>`,
      audioUrl: `/media/episodes/episode-${sequence}.mp3`,
      imageUrl: `/media/covers/episode-${sequence}.svg`,
      duration: '40:00',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      featured: false,
      ...input,
    },
    fakeSanitized,
  );
  return descriptionHtml === undefined ? draft : { ...draft, descriptionHtml };
}
