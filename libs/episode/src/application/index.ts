export { ListEpisodes } from './list-episodes.js';
export { ListFeaturedEpisodes } from './list-featured-episodes.js';
export { GetEpisode } from './get-episode.js';
export { NextEpisodePublication } from './next-episode-publication.js';
export { SeedDemoEpisodes } from './seed-demo-episodes.js';
export { DescriptionSanitizer } from './description-sanitizer.js';
export { DemoMedia } from './demo-media.js';
export { demoEpisodes } from './demo-episodes.js';
