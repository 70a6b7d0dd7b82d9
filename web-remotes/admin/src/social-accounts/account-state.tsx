import { socialNetworkNames } from '@harmony/site-config';
import { StatusBadge, type BadgeTone } from '../common/index.js';
import type { SocialAccount, SocialAccountPlatform } from './social-accounts-api.js';

/**
 * The networks' names, the server's own words (site config): the callback's "X connected." is shown before the
 * list has loaded, and the dashboard names a connection by its network.
 */
export const platformNames: Readonly<Record<SocialAccountPlatform, string>> = socialNetworkNames;

const isPlatform = (value: string): value is SocialAccountPlatform => Object.hasOwn(platformNames, value);

/** A network's name, or the word itself for one this screen does not know yet. */
export const platformNameOf = (platform: string): string => (isPlatform(platform) ? platformNames[platform] : platform);

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "Connected", "Expires in N days", "Needs reconnecting": the state as the list's badge says it. */
export function accountStateLabel({ state, expiresInDays }: Pick<SocialAccount, 'state' | 'expiresInDays'>): { label: string; tone: BadgeTone } {
  switch (state) {
    case 'connected':
      return { label: 'Connected', tone: 'green' };
    case 'expiring':
      return { label: `Expires in ${days(expiresInDays ?? 0)}`, tone: 'amber' };
    case 'needs_reconnect':
      return { label: 'Needs reconnecting', tone: 'red' };
  }
}

/** The dashboard's warning for a connection that expires soon or no longer works; null for one that works. */
export function connectionWarning(account: Pick<SocialAccount, 'platform' | 'state' | 'expiresInDays'>): string | null {
  const name = platformNameOf(account.platform);
  switch (account.state) {
    case 'connected':
      return null;
    case 'expiring':
      return `Your ${name} connection expires in ${days(account.expiresInDays ?? 0)}. Reconnect it`;
    case 'needs_reconnect':
      return `Your ${name} connection needs reconnecting.`;
  }
}

/** The account's state badge and, when the network refused it, what it said. */
export function AccountState({ account }: { account: Pick<SocialAccount, 'state' | 'expiresInDays' | 'lastError'> }) {
  const { label, tone } = accountStateLabel(account);
  return (
    <div className="space-y-1">
      <StatusBadge tone={tone}>{label}</StatusBadge>
      {account.lastError ? <p className="max-w-xs text-sm break-words text-slate-700 dark:text-slate-300">{account.lastError}</p> : null}
    </div>
  );
}
