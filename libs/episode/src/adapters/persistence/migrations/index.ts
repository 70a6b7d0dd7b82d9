import { CreateEpisodes1763600000000 } from './1763600000000-create-episodes.js';
import { StoreEpisodeDescriptionHtml1795400000000 } from './1795400000000-store-episode-description-html.js';

export const episodeMigrations = [CreateEpisodes1763600000000, StoreEpisodeDescriptionHtml1795400000000];
