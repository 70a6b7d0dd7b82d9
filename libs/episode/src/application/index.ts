export { ListEpisodes } from './list-episodes.js';
export { ListFeaturedEpisodes } from './list-featured-episodes.js';
export { GetEpisode } from './get-episode.js';
export { SeedDemoEpisodes } from './seed-demo-episodes.js';
export { DemoMedia } from './demo-media.js';
export { demoEpisodes } from './demo-episodes.js';
