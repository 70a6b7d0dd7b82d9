import { InMemoryLegalPageRepository } from './in-memory-legal-page.repository.js';
import { legalPageRepositoryContract } from './legal-page-repository.contract.js';

// The fake the use-case tests run on keeps the same contract as the TypeORM adapter.
describe(InMemoryLegalPageRepository.name, () => {
  legalPageRepositoryContract(() => new InMemoryLegalPageRepository());
});
