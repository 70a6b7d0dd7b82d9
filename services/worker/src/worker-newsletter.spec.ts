import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { BullMqJobQueue, buildDataSourceOptions, JobHandlerRegistry } from '@harmony/platform';
import { primaryTestDatabaseKind } from '@harmony/platform/testing';
import { audienceMigrations } from '@harmony/audience';
import { episodeMigrations } from '@harmony/episode';
import { mailMigrations } from '@harmony/mail';
import { SmtpSink } from '@harmony/mail/testing';
import { loadWorkerConfig } from './worker-config.js';
import { WorkerModule } from './worker.module.js';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const required = process.env.REQUIRE_SERVICES === '1';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The production topology (REDIS_URL): the welcome sequence's jobs run in the worker, which writes the mail in
// the brand, signs its unsubscribe link, sends it, and suppresses an address the server refuses.
((redisUrl && databaseUrl) || required ? describe : describe.skip)('the worker runs the newsletter sequence (TEST_REDIS_URL, TEST_DATABASE_URL)', () => {
  it('sends a subscriber’s Day 0 with its List-Unsubscribe headers, records the step, and marks a refused address bounced', async () => {
    if (!redisUrl || !databaseUrl) throw new Error('TEST_REDIS_URL and TEST_DATABASE_URL are required when REQUIRE_SERVICES=1.');
    const prefix = `harmony-test-${randomBytes(5).toString('hex')}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'harmony-worker-'));
    const sink = await SmtpSink.start();
    const environment = { REDIS_URL: redisUrl, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: sink.url, PUBLIC_URL: 'https://podcast.example' };
    // The API migrates; here the tables the sequence reads and writes are made the same way.
    const database = await primaryTestDatabaseKind().create();
    const migrated = new DataSource(buildDataSourceOptions(database.target, [...episodeMigrations, ...audienceMigrations, ...mailMigrations], []));
    await migrated.initialize();
    const worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot({ config: loadWorkerConfig(environment), environment, queuePrefix: prefix, databaseSchema: database.target.schema, contentChangesChannel: `${prefix}:changes` }),
      { logger: false, abortOnError: false },
    );
    const producer = new BullMqJobQueue({ redisUrl, prefix, registry: new JobHandlerRegistry() });
    const row = async (email: string) => ((await migrated.query(`SELECT "status", "sequence_step" AS "step" FROM "newsletter_subscriptions" WHERE "email" = $1`, [email])) as { status: string; step: number }[])[0];
    try {
      const [ann, bob] = (await migrated.query(
        `INSERT INTO "newsletter_subscriptions" ("email", "status") VALUES ('ann@example.com', 'active'), ('bob@example.com', 'active') RETURNING "id"`,
      )) as { id: number }[];

      await producer.enqueue('newsletter.sequence-step', { subscriberId: ann!.id, step: 1, round: 1 });
      const [welcome] = await sink.waitForMessages(1, 15_000);
      expect(welcome!.envelope.to).toEqual(['ann@example.com']);
      expect(welcome!.parsed.subject).toMatch(/^Welcome to /);
      // Headers as sent, folded lines unfolded (RFC 5322 §2.2.3).
      const head = welcome!.raw.slice(0, welcome!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      expect(head).toMatch(/^List-Unsubscribe: <https:\/\/podcast\.example\/api\/newsletter\/unsubscribe\?token=u\.\d+\.[^>]+>, <mailto:[^>]+\?subject=unsubscribe>$/m);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(await until(() => row('ann@example.com'), (value) => value?.step === 1)).toEqual({ status: 'active', step: 1 });

      sink.refuseNext('RCPT TO', 550, '5.1.1 No such user');
      await producer.enqueue('newsletter.sequence-step', { subscriberId: bob!.id, step: 1, round: 1 });
      expect(await until(() => row('bob@example.com'), (value) => value?.status === 'bounced')).toMatchObject({ status: 'bounced' });
    } finally {
      await producer.close();
      await worker.close();
      await migrated.destroy();
      await database.dispose();
      await sink.stop();
      await rm(dataDir, { recursive: true, force: true });
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  }, 60_000);
});
