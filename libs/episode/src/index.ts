export { EpisodeModule } from './episode.module.js';
export { episodeMigrations } from './adapters/persistence/migrations/index.js';
export { DescriptionSanitizer, GetEpisode, ListEpisodes, ListFeaturedEpisodes, NextEpisodePublication, SeedDemoEpisodes } from './application/index.js';
export { EPISODE_AGGREGATE, type Episode } from './domain/index.js';
export { toEpisodeJson } from './adapters/http/episode.response.js';
