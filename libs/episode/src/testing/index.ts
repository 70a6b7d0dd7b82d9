export { InMemoryEpisodeRepository } from './in-memory-episode.repository.js';
export { anEpisodeDraft } from './episode.mother.js';
export { FakeDemoMedia } from './fake-demo-media.js';
export { FakeDescriptionSanitizer, fakeSanitized } from './fake-description-sanitizer.js';
export { demoEpisodes } from '../application/demo-episodes.js';
export { FakeMediaLibrary } from './fake-media-library.js';
export { demoTunesFolder } from './demo-tunes-folder.js';
