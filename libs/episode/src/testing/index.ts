export { InMemoryEpisodeRepository } from './in-memory-episode.repository.js';
export { anEpisodeDraft } from './episode.mother.js';
export { FakeDemoMedia } from './fake-demo-media.js';
export { demoEpisodes } from '../application/demo-episodes.js';
