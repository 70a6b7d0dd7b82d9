export { FakePasswordHasher, FakeSecrets, InMemorySessionRepository, InMemoryUserRepository } from './in-memory-identity.js';
export { sessionRepositoryContract, userRepositoryContract } from './identity-repositories.contract.js';
