import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { CheckConnections } from '../../application/index.js';
import { SocialModule } from '../../social.module.js';
import { socialConfig } from '../../social.config.js';
import { ConnectionCheckTimer } from './connection-check-timer.js';

describe(ConnectionCheckTimer.name, () => {
  const execute = jest.fn<CheckConnections['execute']>();
  const timer = new ConnectionCheckTimer({ execute } as unknown as CheckConnections);

  beforeEach(() => {
    jest.useFakeTimers();
    execute.mockReset().mockResolvedValue({ refreshed: 0, broken: 0 });
  });
  afterEach(() => {
    timer.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('looks a minute after the start, then every hour, until the application shuts down', async () => {
    timer.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(59_000);
    expect(execute).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(execute).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(3);
    timer.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(5 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('logs a failed look and tries again the next hour', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    execute.mockRejectedValueOnce(new Error('connection terminated'));
    timer.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(warn).toHaveBeenCalledWith('Could not check the social connections: connection terminated');
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('runs in the process that checks the connections (the API), not in one that only publishes', () => {
    const providers = (checksConnections: boolean) => SocialModule.forRoot({ config: socialConfig.load({}), publicUrl: 'https://harmony.example', checksConnections }).providers ?? [];
    expect(providers(true)).toContain(ConnectionCheckTimer);
    expect(providers(false)).not.toContain(ConnectionCheckTimer);
  });
});
