export { EpisodeModule } from './episode.module.js';
export { episodeMigrations } from './adapters/persistence/migrations/index.js';
export { DescriptionSanitizer, GetEpisode, ListAllEpisodes, ListEpisodes, ListFeaturedEpisodes, NextEpisodePublication, SeedDemoEpisodes } from './application/index.js';
export { EPISODE_AGGREGATE, type Episode } from './domain/index.js';
export { toEpisodeJson } from './adapters/http/episode.response.js';
export { podcastFeed, podcastFeedHandler, type FeedEpisode, type PodcastFeedSources } from './adapters/http/podcast-feed.js';
