/**
 * What a page view keeps of the visitor's client (issue 27 "Devices, browsers, operating systems"): named
 * from the user agent by a parser (the UserAgentParser port), then the user agent itself is dropped.
 */

/** A device's kind. A user agent that names no mobile, tablet, TV, console or other kind is a desktop's. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'console', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface VisitorClient {
  /** null: the user agent names no browser or operating system, so not even "desktop" can be told. */
  readonly device: DeviceType | null;
  /** "Chrome", "Mobile Safari", "Firefox"…: the parser's name, null when it knows none. */
  readonly browser: string | null;
  /** "Windows", "Android", "iOS", "macOS"…, null when unknown. */
  readonly os: string | null;
}

export const UNKNOWN_CLIENT: VisitorClient = { device: null, browser: null, os: null };

/** A name longer than this is cut: a parser's names are short, a forged user agent's need not be. */
export const MAX_CLIENT_NAME_LENGTH = 50;

/** A parser's name as kept: trimmed, cut, null for none. */
export const clientName = (name: string | undefined | null): string | null => {
  const trimmed = name?.trim() ?? '';
  return trimmed ? trimmed.slice(0, MAX_CLIENT_NAME_LENGTH) : null;
};

/** An ISO 3166-1 alpha-2 country code ("AU"), upper case, or null when it is not one. */
export const countryCode = (code: string | undefined | null): string | null => {
  const upper = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(upper) ? upper : null;
};
