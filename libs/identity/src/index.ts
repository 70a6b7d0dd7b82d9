export { CurrentSession, EnsureOwnerAccount, PasswordHasher, Secrets, SignIn, SignOut, type IssuedToken, type SignedIn } from './application/index.js';
export { INVALID_LOGIN, NotSignedIn, OWNER_USERNAME, SESSION_LIFETIME_MS, SessionRepository, UserRepository, WrongPassword, type Session, type User } from './domain/index.js';
export { RandomSecrets } from './adapters/crypto/random-secrets.js';
export { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher.js';
export { identityMigrations } from './adapters/persistence/migrations/index.js';
export { IdentityModule } from './identity.module.js';
export { requireOwnerSession } from './adapters/http/owner-session.middleware.js';
export { PUBLIC_ORIGIN } from './adapters/http/session.guard.js';
export { identityConfig, type IdentityConfig } from './identity.config.js';
