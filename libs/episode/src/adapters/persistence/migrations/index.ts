import { CreateEpisodes1763600000000 } from './1763600000000-create-episodes.js';
import { StoreEpisodeDescriptionHtml1795400000000 } from './1795400000000-store-episode-description-html.js';
import { EpisodeMediaOptionalAndNumbersUnique1795600000100 } from './1795600000100-episode-media-optional-and-numbers-unique.js';

export const episodeMigrations = [CreateEpisodes1763600000000, StoreEpisodeDescriptionHtml1795400000000, EpisodeMediaOptionalAndNumbersUnique1795600000100];
