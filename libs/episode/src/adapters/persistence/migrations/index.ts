import { CreateEpisodes1763600000000 } from './1763600000000-create-episodes.js';
import { StoreEpisodeDescriptionHtml1795400000000 } from './1795400000000-store-episode-description-html.js';
import { EpisodeMediaOptionalAndNumbersUnique1795600000100 } from './1795600000100-episode-media-optional-and-numbers-unique.js';
import { SearchEpisodes1796000000000 } from './1796000000000-search-episodes.js';
import { EpisodeTranscriptsAndChapters1796100000000 } from './1796100000000-episode-transcripts-and-chapters.js';
import { RenderEpisodeDescriptionsAsMarkdown1796530000000 } from './1796530000000-render-episode-descriptions-as-markdown.js';

export const episodeMigrations = [
  CreateEpisodes1763600000000,
  StoreEpisodeDescriptionHtml1795400000000,
  EpisodeMediaOptionalAndNumbersUnique1795600000100,
  SearchEpisodes1796000000000,
  EpisodeTranscriptsAndChapters1796100000000,
  RenderEpisodeDescriptionsAsMarkdown1796530000000,
];
