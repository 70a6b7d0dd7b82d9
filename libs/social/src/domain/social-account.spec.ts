import { connectionState, expiresInDays } from './social-account.js';

const now = new Date('2026-11-26T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('a connection state', () => {
  it('is connected without expiry, or with more than 7 days left', () => {
    expect(connectionState({ state: 'connected', expiresAt: null }, now)).toBe('connected');
    expect(connectionState({ state: 'connected', expiresAt: days(8) }, now)).toBe('connected');
  });

  it('is expiring within 7 days, and needs reconnecting once expired or refused', () => {
    expect(connectionState({ state: 'connected', expiresAt: days(7) }, now)).toBe('expiring');
    expect(connectionState({ state: 'connected', expiresAt: days(-0.01) }, now)).toBe('needs_reconnect');
    expect(connectionState({ state: 'needs_reconnect', expiresAt: null }, now)).toBe('needs_reconnect');
  });

  it('counts the days left rounded up', () => {
    expect(expiresInDays({ expiresAt: days(2.2) }, now)).toBe(3);
    expect(expiresInDays({ expiresAt: null }, now)).toBeNull();
  });
});
