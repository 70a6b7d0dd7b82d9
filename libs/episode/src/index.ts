export { EpisodeModule } from './episode.module.js';
export { episodeConfig, type EpisodeConfig, type EpisodeUploadPolicies } from './episode.config.js';
export { episodeMigrations } from './adapters/persistence/migrations/index.js';
export {
  CreateEpisode,
  DeleteEpisode,
  DescriptionSanitizer,
  GetEpisode,
  GetManagedEpisode,
  ListAllEpisodes,
  ListEpisodes,
  ListFeaturedEpisodes,
  ListManagedEpisodes,
  NextEpisodePublication,
  SeedDemoEpisodes,
  UpdateEpisode,
} from './application/index.js';
export { EPISODE_AGGREGATE, EpisodeNotFound, formatDuration, type Episode, type EpisodeStatus, type PublicEpisode } from './domain/index.js';
export { toEpisodeJson } from './adapters/http/episode.response.js';
export { episodeUploadRoutes } from './adapters/http/episode-manager.controller.js';
export { podcastFeed, podcastFeedHandler, type FeedEpisode, type PodcastFeedSources } from './adapters/http/podcast-feed.js';
export { CountEpisodes } from './application/index.js';
