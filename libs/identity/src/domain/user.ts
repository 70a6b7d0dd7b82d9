/** SPEC §3 `users`: the back office has a single owner role, so one account, named `owner`. */
export interface User {
  readonly id: number;
  readonly username: string;
  /** A self-describing password hash (algorithm, parameters, salt, key): never the password. */
  readonly passwordHash: string;
}

export const OWNER_USERNAME = 'owner';

/** Where accounts are kept. */
export abstract class UserRepository {
  abstract findByUsername(username: string): Promise<User | null>;
  /** Creates the account, or replaces the password of the account with that username. */
  abstract upsert(username: string, passwordHash: string): Promise<User>;
}
