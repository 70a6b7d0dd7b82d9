import type { LoggedAudioRequest, RecordedPageView } from '../domain/index.js';

/** A visitor hash as the hashing makes them: 32 hex digits. */
export const aVisitor = (n: number): string => n.toString(16).padStart(32, '0');

/** A counted page view; by default at noon UTC of its day, from visitor 1, direct, untagged, Chrome on a Windows desktop in Australia. */
export const aRecordedPageView = (overrides: Partial<RecordedPageView> = {}): RecordedPageView => {
  const day = overrides.day ?? overrides.timestamp?.toISOString().slice(0, 10) ?? '2026-06-30';
  return {
    pageUrl: '/',
    referrer: null,
    referrerKind: 'direct',
    source: null,
    medium: null,
    campaign: null,
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    country: 'AU',
    visitor: aVisitor(1),
    day,
    timestamp: new Date(`${day}T12:00:00Z`),
    ...overrides,
  };
};

/** `count` page views alike. */
export const timesOf = (count: number, overrides: Partial<RecordedPageView>): RecordedPageView[] => Array.from({ length: count }, () => aRecordedPageView(overrides));

/** A logged audio request; by default the whole of a 6 MB episode file, by Apple Podcasts on a phone in Australia, at noon UTC of its day. */
export const anAudioRequest = (overrides: Partial<LoggedAudioRequest> = {}): LoggedAudioRequest => {
  const day = overrides.day ?? overrides.at?.toISOString().slice(0, 10) ?? '2026-06-30';
  // The month's hash of the same address and user agent: one per visitor, unlike theirs.
  const listener = `ff${(overrides.visitor ?? aVisitor(1)).slice(2)}`;
  return { visitor: aVisitor(1), audioUrl: '/media/episodes/1/audio-a.mp3', at: new Date(`${day}T12:00:00Z`), range: null, fileSize: 6_000_000, app: 'Apple Podcasts', bot: false, country: 'AU', device: 'mobile', listener, day, ...overrides };
};
