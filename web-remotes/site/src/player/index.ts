// The episode player and what sits beside it on a card or an episode page.
export { EpisodePlayer, type EpisodePlayerProps } from './episode-player.js';
export { PlatformLinks, type PlatformLinksProps } from './platform-links.js';
export { ShareMenu, type ShareMenuProps } from './share-menu.js';
export { PlaybackProvider, usePlayback, usePlaybackState, type PlaybackController, type PlaybackState } from './playback.js';
export { parseStartTime } from './start-time.js';
export { formatTime } from './format-time.js';
