export { EpisodeModule } from './episode.module.js';
export { episodeMigrations } from './adapters/persistence/migrations/index.js';
export { GetEpisode, ListEpisodes, ListFeaturedEpisodes, SeedDemoEpisodes } from './application/index.js';
export type { Episode } from './domain/index.js';
export { toEpisodeJson } from './adapters/http/episode.response.js';
