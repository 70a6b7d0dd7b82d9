import { defaultJobOptions, failureMessage, jobDefaults, normalizeProgress, resolveJobOptions, retryDelayMs } from './job-options.js';

describe(resolveJobOptions.name, () => {
  it('applies the defaults: three tries, backoff starting at one second', () => {
    expect(defaultJobOptions).toEqual({ attempts: 3, backoffDelayMs: 1000 });
    expect(resolveJobOptions()).toEqual({ attempts: 3, backoffDelayMs: 1000, delayMs: 0 });
  });

  it('lets each enqueue override the defaults it is given', () => {
    const defaults = jobDefaults({ backoffDelayMs: 20 });

    expect(resolveJobOptions({}, defaults)).toEqual({ attempts: 3, backoffDelayMs: 20, delayMs: 0 });
    expect(resolveJobOptions({ attempts: 5, backoffDelayMs: 0, jobId: 'upload-7', delayMs: 1500 }, defaults)).toEqual({ attempts: 5, backoffDelayMs: 0, jobId: 'upload-7', delayMs: 1500 });
  });

  it.each([
    [{ attempts: 0 }, /attempts must be a whole number of at least 1 \(got 0\)/],
    [{ attempts: 1.5 }, /attempts must be a whole number/],
    [{ backoffDelayMs: -1 }, /backoffDelayMs must be a number of milliseconds/],
    [{ backoffDelayMs: Number.NaN }, /backoffDelayMs must be a number of milliseconds/],
    [{ jobId: '' }, /jobId must be a non-empty string/],
    [{ jobId: '42' }, /jobId must not be a whole number \(got "42"\)/],
    [{ jobId: 'episode:42' }, /jobId must not contain ':'/],
  ])('refuses %j', (options, message) => {
    expect(() => resolveJobOptions(options)).toThrow(message);
  });

  it('accepts ids BullMQ accepts, even numeric-looking ones that are not plain integers', () => {
    expect(resolveJobOptions({ jobId: '007' }).jobId).toBe('007');
    expect(resolveJobOptions({ jobId: 'upload-42' }).jobId).toBe('upload-42');
  });

  it('validates overridden defaults once, when they are set', () => {
    expect(() => jobDefaults({ attempts: 0 })).toThrow(/attempts/);
  });
});

describe(retryDelayMs.name, () => {
  it('doubles the wait after each failed try, as BullMQ exponential backoff does', () => {
    expect([1, 2, 3, 4].map((failed) => retryDelayMs(1000, failed))).toEqual([1000, 2000, 4000, 8000]);
  });
});

describe(normalizeProgress.name, () => {
  it('keeps a percentage and clamps what lies outside 0–100', () => {
    expect(normalizeProgress(42.5)).toBe(42.5);
    expect(normalizeProgress(-3)).toBe(0);
    expect(normalizeProgress(250)).toBe(100);
  });

  it('refuses what is not a number', () => {
    expect(() => normalizeProgress(Number.NaN)).toThrow(/from 0 to 100/);
    expect(() => normalizeProgress('50' as unknown as number)).toThrow(/from 0 to 100/);
  });
});

describe(failureMessage.name, () => {
  it('reads the message of whatever a handler threw', () => {
    expect(failureMessage(new Error('disk full'))).toBe('disk full');
    expect(failureMessage(new TypeError(''))).toBe('TypeError');
    expect(failureMessage('plain string')).toBe('plain string');
    expect(failureMessage({ code: 'E42' })).toBe('{"code":"E42"}');
    expect(failureMessage(undefined)).toBe('undefined');
  });
});
