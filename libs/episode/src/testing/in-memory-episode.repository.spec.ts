import { episodeRepositoryContract } from './episode-repository.contract.js';
import { InMemoryEpisodeRepository } from './in-memory-episode.repository.js';

// The fake the use-case tests run on keeps the same contract as the TypeORM adapter.
describe(InMemoryEpisodeRepository.name, () => {
  episodeRepositoryContract(() => new InMemoryEpisodeRepository());
});
