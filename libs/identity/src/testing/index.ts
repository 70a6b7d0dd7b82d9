export { FakePasswordHasher, FakeSecrets, InMemorySessionRepository, InMemoryUserRepository } from './in-memory-identity.js';
