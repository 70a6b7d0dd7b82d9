import { JobHandlerRegistry, MissingJobHandlerError } from './job-handler-registry.js';

describe(JobHandlerRegistry.name, () => {
  const pong = async ({ message }: { message: string }) => ({ pong: message });

  it('finds the handler registered for a job name', async () => {
    const sut = new JobHandlerRegistry(['system.ping']);
    sut.register('system.ping', pong);

    const handler = sut.handlerFor('system.ping');

    await expect(handler?.({ message: 'hi' }, { jobId: '1', attempt: 1, maxAttempts: 1, reportProgress: async () => {}, signal: new AbortController().signal })).resolves.toEqual({ pong: 'hi' });
    expect(sut.handlerFor('content.unknown')).toBeUndefined();
    expect(sut.registeredNames).toEqual(['system.ping']);
  });

  it('refuses a second handler for the same job name', () => {
    const sut = new JobHandlerRegistry();
    sut.register('system.ping', pong);

    expect(() => sut.register('system.ping', pong)).toThrow("A handler for job 'system.ping' is already registered");
  });

  it('passes the start-up check when every expected job has a handler', () => {
    const sut = new JobHandlerRegistry(['system.ping']);
    sut.register('system.ping', pong);

    expect(() => sut.assertComplete()).not.toThrow();
  });

  it('fails the start-up check naming each expected job without a handler', () => {
    const sut = new JobHandlerRegistry(['system.ping']);

    let error: unknown;
    try {
      sut.assertComplete();
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(MissingJobHandlerError);
    expect((error as MissingJobHandlerError).jobNames).toEqual(['system.ping']);
    expect((error as Error).message).toMatch(/^No handler registered for job 'system.ping'\. Import the module that registers it/);
  });
});
