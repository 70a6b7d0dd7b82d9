export { EpisodeModule } from './episode.module.js';
export { episodeConfig, type EpisodeConfig, type EpisodeUploadPolicies } from './episode.config.js';
export { episodeMigrations } from './adapters/persistence/migrations/index.js';
export {
  CreateEpisode,
  DeleteEpisode,
  DescriptionSanitizer,
  EpisodeTranscriptAndChapters,
  GetEpisode,
  GetManagedEpisode,
  ListAllEpisodes,
  ListEpisodes,
  ListFeaturedEpisodes,
  ListManagedEpisodes,
  NextEpisodePublication,
  SearchEpisodes,
  SeedDemoEpisodes,
  UpdateEpisode,
} from './application/index.js';
export { EPISODE_AGGREGATE, EpisodeNotFound, formatDuration, type Episode, type PublicEpisodeDetail, type TranscriptCue, type Chapter, type EpisodeSearchHit, type EpisodeSearchResults, type EpisodeStatus, type PublicEpisode } from './domain/index.js';
export { toEpisodeJson } from './adapters/http/episode.response.js';
export { episodeUploadRoutes } from './adapters/http/episode-manager.controller.js';
export { PODCAST_FEED_PATH, podcastFeed, podcastFeedHandler, podcastFeedRoutes, type FeedEpisode, type PodcastFeedSources } from './adapters/http/podcast-feed.js';
export { podcastGuid } from './adapters/http/podcast-guid.js';
export { CountEpisodes } from './application/index.js';
