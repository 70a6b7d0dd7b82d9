import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { sessionRepositoryContract, userRepositoryContract } from '../../testing/identity-repositories.contract.js';
import { identitySchemas, SessionSchema, UserSchema } from './identity.schemas.js';
import { identityMigrations } from './migrations/index.js';
import { TypeOrmSessionRepository } from './typeorm-session.repository.js';
import { TypeOrmUserRepository } from './typeorm-user.repository.js';

describe.each(testDatabaseKinds())('identity TypeORM adapters on $name', (kind) => {
  let database: MigratedDataSource;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, identityMigrations, identitySchemas);
  });

  afterAll(() => database?.dispose());

  const emptyTables = () => database.dataSource.query('TRUNCATE "sessions", "users" RESTART IDENTITY CASCADE');

  describe(TypeOrmUserRepository.name, () => {
    userRepositoryContract(async () => {
      await emptyTables();
      return new TypeOrmUserRepository(database.dataSource.getRepository(UserSchema));
    });
  });

  describe(TypeOrmSessionRepository.name, () => {
    sessionRepositoryContract(async () => {
      await emptyTables();
      const owner = await new TypeOrmUserRepository(database.dataSource.getRepository(UserSchema)).upsert('owner', 'hash');
      return { sessions: new TypeOrmSessionRepository(database.dataSource.getRepository(SessionSchema)), userId: owner.id };
    });

    it("ends a user's sessions with the user", async () => {
      await emptyTables();
      const users = database.dataSource.getRepository(UserSchema);
      const owner = await new TypeOrmUserRepository(users).upsert('owner', 'hash');
      const sessions = new TypeOrmSessionRepository(database.dataSource.getRepository(SessionSchema));
      await sessions.add({ id: 'digest', userId: owner.id, createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
      await users.delete({ id: owner.id });
      expect(await sessions.findById('digest')).toBeNull();
    });

    it('sweeps expired sessions through the expires_at index', async () => {
      const session = database.dataSource.createQueryRunner();
      try {
        await session.query('SET enable_seqscan = off');
        const plan: { 'QUERY PLAN': string }[] = await session.query(`EXPLAIN DELETE FROM "sessions" WHERE "expires_at" <= now()`);
        expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('sessions_expires_at_idx');
      } finally {
        await session.query('RESET enable_seqscan');
        await session.release();
      }
    });
  });
});
