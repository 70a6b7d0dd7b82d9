import { isbot } from 'isbot';
import type { DeviceType, VisitorClient } from './visitor-client.js';

/** The listening apps the dashboard names; the rest are "Other". */
export const LISTENING_APPS = [
  'Apple Podcasts',
  'Spotify',
  'Overcast',
  'Pocket Casts',
  'Castro',
  'Podcast Addict',
  'Google Podcasts',
  'YouTube Music',
  'AntennaPod',
  'Castbox',
  'Podbean',
  'Web browser',
  'Other',
] as const;
export type ListeningApp = (typeof LISTENING_APPS)[number];

// No npm package carries the open podcast user-agent lists (`@opawg/user-agents`, `podcast-user-agents`: not
// published), so this is a small table after opawg/user-agents-v2, first match wins: apps before browsers,
// since several apps play through a web view whose user agent names a browser too.
const APPS: readonly (readonly [ListeningApp, RegExp])[] = [
  ['Apple Podcasts', /^(Podcasts|Balados|Podcasti|Podcast's)\/|AppleCoreMedia\/|^iTunes\/|Apple ?Podcasts|\bwatchOS\/.*\batc\//i],
  ['Spotify', /^Spotify\//i],
  ['Overcast', /^Overcast\//i],
  ['Pocket Casts', /Pocket ?Casts/i],
  ['Castro', /^Castro\b/i],
  ['Podcast Addict', /PodcastAddict/i],
  ['Google Podcasts', /GooglePodcasts|com\.google\.android\.apps\.podcasts/i],
  ['YouTube Music', /com\.google\.android\.apps\.youtube\.music|YouTubeMusic/i],
  ['AntennaPod', /AntennaPod/i],
  ['Castbox', /CastBox/i],
  ['Podbean', /Podbean/i],
];
const BROWSER = /^Mozilla\/5\.0 .*(Chrome|Firefox|Safari|Edg)\//;

/** The listening app a user agent names (opawg-style table above), a web browser, or "Other". */
export function listeningApp(userAgent: string): ListeningApp {
  for (const [app, pattern] of APPS) if (pattern.test(userAgent)) return app;
  return BROWSER.test(userAgent) && !isbot(userAgent) ? 'Web browser' : 'Other';
}

/**
 * A request no listener made: a crawler, a monitor, a script, or a client that names itself not at all.
 * `isbot` flags several podcast apps (Overcast, Pocket Casts, AntennaPod, Podcast Addict, Castbox, Google
 * Podcasts, YouTube Music: their user agents carry a URL or no browser token), so a known app is never a bot.
 */
export function isBotRequest(userAgent: string, app: ListeningApp = listeningApp(userAgent)): boolean {
  if (app !== 'Other' && app !== 'Web browser') return false;
  return userAgent.trim().length === 0 || isbot(userAgent);
}

/** Operating systems of phones: a podcast app on one is "mobile" when the parser names no device. */
const PHONE_SYSTEMS = /^(iOS|Android|HarmonyOS|KaiOS|Windows Phone|BlackBerry)\b/i;

/**
 * The kind of device a listener uses. The user agent parser knows browsers' agents; a podcast app's names
 * little (`Overcast/3.0 (+http://overcast.fm/; iOS podcast app)`, `AntennaPod/3.4.0`), and the parser calls an
 * agent it finds an OS but no device in a desktop's. So: the device the parser names, unless it is only its
 * desktop default; then a phone's OS makes it mobile; a desktop OS named keeps it a desktop; and a podcast app
 * of no known OS is taken for what nearly all podcast listening is on, a phone.
 */
export function listenerDevice(app: ListeningApp, client: VisitorClient): DeviceType | null {
  if (client.device && client.device !== 'desktop') return client.device;
  if (client.os && PHONE_SYSTEMS.test(client.os)) return 'mobile';
  if (client.device === 'desktop' && client.os) return 'desktop';
  if (app !== 'Web browser' && app !== 'Other') return 'mobile';
  return client.device;
}
