import { NestFactory } from '@nestjs/core';
import { JobHandlerRegistry, QueueModule } from '@harmony/platform';
import { backgroundJobModules, consumedJobNames } from './index.js';

describe('backgroundJobs', () => {
  it('lists each job kind once', () => {
    expect(consumedJobNames).toContain('system.ping');
    expect(new Set(consumedJobNames).size).toBe(consumedJobNames.length);
  });

  it('brings a handler for every job kind it lists, so a consumer built from it starts', async () => {
    const context = await NestFactory.createApplicationContext(
      {
        module: class Consumer {},
        imports: [QueueModule.forRoot({ config: { queue: { mode: 'in-process' } }, role: 'both', consumes: consumedJobNames }), ...backgroundJobModules],
      },
      { logger: false, abortOnError: false },
    );
    try {
      const registry = context.get(JobHandlerRegistry);
      expect(() => registry.assertComplete()).not.toThrow();
      expect([...registry.registeredNames].sort()).toEqual([...consumedJobNames].sort());
    } finally {
      await context.close();
    }
  });
});
