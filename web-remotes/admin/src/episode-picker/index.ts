export { EpisodePicker, episodeLabel, searchSettleMs, searchText, type EpisodePickerProps } from './episode-picker.js';
export { episodePickerApi, pickerLimit, useEpisodeByNumberQuery, useSearchEpisodesQuery, type PickedEpisode } from './episode-picker-api.js';
export { generatedContentPath, parseEpisodeNumber } from './generated-content-path.js';
