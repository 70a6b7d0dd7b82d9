import { InvalidInput } from '@harmony/platform/domain';
import { OWNER_USERNAME, SESSION_LIFETIME_MS, WrongPassword } from '../domain/index.js';
import { FakePasswordHasher, FakeSecrets, InMemorySessionRepository, InMemoryUserRepository } from '../testing/index.js';
import { CurrentSession } from './current-session.js';
import { EnsureOwnerAccount } from './ensure-owner-account.js';
import { SignIn } from './sign-in.js';
import { SignOut } from './sign-out.js';

const now = new Date('2026-06-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('identity use cases', () => {
  let users: InMemoryUserRepository;
  let sessions: InMemorySessionRepository;
  let hasher: FakePasswordHasher;
  let secrets: FakeSecrets;
  let signIn: SignIn;
  let current: CurrentSession;

  beforeEach(async () => {
    users = new InMemoryUserRepository();
    sessions = new InMemorySessionRepository();
    hasher = new FakePasswordHasher();
    secrets = new FakeSecrets();
    signIn = new SignIn(users, sessions, hasher, secrets);
    current = new CurrentSession(sessions, secrets);
    await new EnsureOwnerAccount(users, hasher, secrets).execute({ configuredPassword: 'correct horse' });
  });

  describe(SignIn.name, () => {
    it("opens a session for the owner's password, stored under the token's digest, never the token", async () => {
      const { token, expiresAt } = await signIn.execute({ password: 'correct horse' }, now);
      expect(expiresAt).toEqual(later(SESSION_LIFETIME_MS));
      expect(sessions.all()).toEqual([{ id: secrets.sessionIdOf(token), userId: 1, createdAt: now, expiresAt }]);
      expect(JSON.stringify(sessions.all())).not.toContain(`"${token}"`);
    });

    it('opens a new session on every sign-in', async () => {
      const first = await signIn.execute({ password: 'correct horse' }, now);
      const second = await signIn.execute({ password: 'correct horse' }, now);
      expect(second.token).not.toBe(first.token);
      expect(sessions.all()).toHaveLength(2);
    });

    it('refuses a wrong password, and an empty one with the form message, opening nothing', async () => {
      await expect(signIn.execute({ password: 'Correct horse' }, now)).rejects.toBeInstanceOf(WrongPassword);
      const empty = signIn.execute({ password: '' }, now);
      await expect(empty).rejects.toBeInstanceOf(InvalidInput);
      await expect(empty).rejects.toMatchObject({ code: 'invalid-login', fieldErrors: [{ field: 'password', message: 'Password is required' }] });
      expect(sessions.all()).toEqual([]);
    });

    it('refuses every password while no owner account exists', async () => {
      const noOwner = new SignIn(new InMemoryUserRepository(), sessions, hasher, secrets);
      await expect(noOwner.execute({ password: 'anything' }, now)).rejects.toBeInstanceOf(WrongPassword);
    });

    it('drops expired sessions when it opens one', async () => {
      await signIn.execute({ password: 'correct horse' }, now);
      await signIn.execute({ password: 'correct horse' }, later(SESSION_LIFETIME_MS + 1));
      expect(sessions.all()).toHaveLength(1);
    });
  });

  describe(CurrentSession.name, () => {
    it('answers the session a token names until it expires, then nothing, and forgets it', async () => {
      const { token } = await signIn.execute({ password: 'correct horse' }, now);
      await expect(current.execute(token, later(SESSION_LIFETIME_MS - 1))).resolves.toMatchObject({ userId: 1 });
      await expect(current.execute(token, later(SESSION_LIFETIME_MS))).resolves.toBeNull();
      expect(sessions.all()).toEqual([]);
    });

    it('answers nothing without a token or for an unknown one', async () => {
      await expect(current.execute(undefined, now)).resolves.toBeNull();
      await expect(current.execute('', now)).resolves.toBeNull();
      await expect(current.execute('token-999', now)).resolves.toBeNull();
    });
  });

  describe(SignOut.name, () => {
    it('ends the session on the server, and signing out twice is fine', async () => {
      const { token } = await signIn.execute({ password: 'correct horse' }, now);
      const other = await signIn.execute({ password: 'correct horse' }, now);
      const signOut = new SignOut(sessions, secrets);
      await signOut.execute(token);
      await signOut.execute(token);
      await expect(current.execute(token, now)).resolves.toBeNull();
      await expect(current.execute(other.token, now)).resolves.not.toBeNull();
    });
  });

  describe(EnsureOwnerAccount.name, () => {
    it('sets the configured password, and a changed one replaces it', async () => {
      const ensure = new EnsureOwnerAccount(users, hasher, secrets);
      await expect(ensure.execute({ configuredPassword: 'new password' })).resolves.toEqual({ generatedPassword: null });
      await expect(signIn.execute({ password: 'correct horse' }, now)).rejects.toBeInstanceOf(WrongPassword);
      await expect(signIn.execute({ password: 'new password' }, now)).resolves.toMatchObject({ token: expect.any(String) });
      expect((await users.findByUsername(OWNER_USERNAME))?.passwordHash).toBe('hashed(new password)');
    });

    it('generates a password once when none is configured, and keeps it on later starts', async () => {
      const fresh = new InMemoryUserRepository();
      const ensure = new EnsureOwnerAccount(fresh, hasher, secrets);
      await expect(ensure.execute({ configuredPassword: null })).resolves.toEqual({ generatedPassword: 'generated-password' });
      await expect(ensure.execute({ configuredPassword: null })).resolves.toEqual({ generatedPassword: null });
      expect((await fresh.findByUsername(OWNER_USERNAME))?.passwordHash).toBe('hashed(generated-password)');
    });
  });
});
