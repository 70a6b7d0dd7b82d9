import { CreateEpisodes1763600000000 } from './1763600000000-create-episodes.js';

export const episodeMigrations = [CreateEpisodes1763600000000];
