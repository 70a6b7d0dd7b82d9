import { NestFactory } from '@nestjs/core';
import { JobHandlerRegistry, QueueModule } from '@harmony/platform';
import { backgroundJobModules, backgroundJobs, consumedJobNames } from './index.js';

describe('backgroundJobs', () => {
  it('lists each job kind once', () => {
    expect(consumedJobNames).toContain('system.ping');
    expect(new Set(consumedJobNames).size).toBe(consumedJobNames.length);
  });

  it('lists the content pipeline’s jobs, whose handlers its own module registers', () => {
    expect(consumedJobNames).toEqual(expect.arrayContaining(['content.process-episode-audio', 'content.publish-scheduled-post']));
  });

  it('lists the mail context’s jobs (one message, a broadcast’s batch), whose handlers MailModule registers', () => {
    expect(consumedJobNames).toEqual(expect.arrayContaining(['mail.send', 'mail.send-batch']));
  });

  it('brings a handler for every job kind whose module it lists', async () => {
    const standalone = backgroundJobs.filter((context) => context.module).flatMap((context) => context.kinds.map((kind) => kind.name));
    const context = await NestFactory.createApplicationContext(
      {
        module: class Consumer {},
        imports: [QueueModule.forRoot({ config: { queue: { mode: 'in-process' } }, role: 'both', consumes: standalone }), ...backgroundJobModules],
      },
      { logger: false, abortOnError: false },
    );
    try {
      const registry = context.get(JobHandlerRegistry);
      expect(() => registry.assertComplete()).not.toThrow();
      expect([...registry.registeredNames].sort()).toEqual([...standalone].sort());
    } finally {
      await context.close();
    }
  });
});
