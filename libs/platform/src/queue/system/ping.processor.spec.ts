import { Logger } from '@nestjs/common';
import { JobHandlerRegistry } from '../job-handler-registry.js';
import { PingProcessor } from './ping.processor.js';

describe(PingProcessor.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  it("registers the 'system.ping' handler, which answers with a pong", async () => {
    const registry = new JobHandlerRegistry(['system.ping']);
    const sut = new PingProcessor(registry);

    sut.onModuleInit();

    registry.assertComplete();
    const handler = registry.handlerFor('system.ping');
    await expect(handler?.({ message: 'hello' }, { jobId: '1', attempt: 1, maxAttempts: 3, reportProgress: async () => {}, signal: new AbortController().signal })).resolves.toEqual({ pong: 'hello' });
  });
});
