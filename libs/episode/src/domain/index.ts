export * from './episode.js';
export * from './episode.errors.js';
export * from './episode.repository.js';
export * from './episode-search.js';
export * from './transcript.js';
export * from './chapters.js';
