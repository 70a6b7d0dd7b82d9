import { createServer } from 'node:net';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { QueueUnavailableError } from './job-queue.js';

/** A loopback port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe(BullMqJobQueue.name, () => {
  describe('when Redis cannot be reached', () => {
    let sut: BullMqJobQueue;
    const errors: string[] = [];

    beforeEach(async () => {
      const logger = { log: () => {}, warn: () => {}, error: (message: string) => errors.push(message) };
      sut = new BullMqJobQueue({
        redisUrl: `redis://:s3cret@127.0.0.1:${await closedPort()}`,
        registry: new JobHandlerRegistry(),
        connectTimeoutMs: 200,
        logger,
      });
    });

    afterEach(() => sut.close());

    it('reports itself unhealthy without waiting', async () => {
      const started = Date.now();
      await expect(sut.isHealthy()).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('fails an enqueue with QueueUnavailableError instead of hanging, without leaking the password', async () => {
      const enqueued = sut.enqueue('system.ping', { message: 'hello' });

      await expect(enqueued).rejects.toBeInstanceOf(QueueUnavailableError);
      await expect(enqueued).rejects.toThrow(/Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/? is not reachable/);
    });

    it('fails to start consuming, and still closes promptly', async () => {
      await expect(sut.startConsuming()).rejects.toBeInstanceOf(QueueUnavailableError);

      const started = Date.now();
      await sut.close();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(errors.join('\n')).toContain('ECONNREFUSED');
    });
  });
});
