// An episode's card, as the home page and an episode's suggestions show it.
export { EpisodeCard, EpisodeCardSkeleton, EpisodeDuration, type EpisodeCardProps } from './episode-card.js';
