import type { SessionRepository, UserRepository } from '../domain/index.js';

/** What every UserRepository does, the in-memory fake and the TypeORM adapter alike. */
export function userRepositoryContract(fresh: () => UserRepository | Promise<UserRepository>): void {
  let users: UserRepository;
  beforeEach(async () => {
    users = await fresh();
  });

  it('creates an account, finds it by username, and replaces its password on a second upsert', async () => {
    expect(await users.findByUsername('owner')).toBeNull();
    const created = await users.upsert('owner', 'hash-1');
    expect(created).toEqual({ id: expect.any(Number), username: 'owner', passwordHash: 'hash-1' });
    const replaced = await users.upsert('owner', 'hash-2');
    expect(replaced).toEqual({ id: created.id, username: 'owner', passwordHash: 'hash-2' });
    expect(await users.findByUsername('owner')).toEqual(replaced);
    expect(await users.findByUsername('Owner')).toBeNull();
  });
}

/** What every SessionRepository does; `fresh` gives an empty one and the id of a user its sessions may belong to. */
export function sessionRepositoryContract(fresh: () => Promise<{ sessions: SessionRepository; userId: number }>): void {
  let sessions: SessionRepository;
  let userId: number;
  const at = (iso: string) => new Date(iso);
  beforeEach(async () => {
    ({ sessions, userId } = await fresh());
  });

  it('keeps a session by its id and forgets it when removed, twice included', async () => {
    const session = { id: 'digest-1', userId, createdAt: at('2026-06-01T12:00:00Z'), expiresAt: at('2026-06-08T12:00:00Z') };
    await sessions.add(session);
    expect(await sessions.findById('digest-1')).toEqual(session);
    expect(await sessions.findById('digest-2')).toBeNull();
    await sessions.remove('digest-1');
    await sessions.remove('digest-1');
    expect(await sessions.findById('digest-1')).toBeNull();
  });

  it('removes exactly the sessions expired at a moment, and says how many', async () => {
    await sessions.add({ id: 'old', userId, createdAt: at('2026-05-01T00:00:00Z'), expiresAt: at('2026-05-08T00:00:00Z') });
    await sessions.add({ id: 'due', userId, createdAt: at('2026-05-25T12:00:00Z'), expiresAt: at('2026-06-01T12:00:00Z') });
    await sessions.add({ id: 'live', userId, createdAt: at('2026-05-31T00:00:00Z'), expiresAt: at('2026-06-07T00:00:00Z') });
    expect(await sessions.removeExpired(at('2026-06-01T12:00:00Z'))).toBe(2);
    expect(await sessions.findById('live')).not.toBeNull();
    expect(await sessions.findById('due')).toBeNull();
  });
}
