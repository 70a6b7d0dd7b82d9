// The episode player and what sits beside it on a card or an episode page.
export { EpisodePlayer, type EpisodePlayerProps } from './episode-player.js';
export { PlatformLinks, type PlatformLinksProps } from './platform-links.js';
export { ShareMenu, type ShareMenuProps } from './share-menu.js';
