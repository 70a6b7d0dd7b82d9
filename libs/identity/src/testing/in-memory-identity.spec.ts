import { sessionRepositoryContract, userRepositoryContract } from './identity-repositories.contract.js';
import { InMemorySessionRepository, InMemoryUserRepository } from './in-memory-identity.js';

// The fakes the use-case tests run on keep the same contracts as the TypeORM adapters.
describe(InMemoryUserRepository.name, () => {
  userRepositoryContract(() => new InMemoryUserRepository());
});

describe(InMemorySessionRepository.name, () => {
  sessionRepositoryContract(async () => ({ sessions: new InMemorySessionRepository(), userId: 1 }));
});
