import type { VisitorClient } from '../domain/index.js';

/**
 * Names the device, browser and operating system a user agent describes (adapters/visitors/: ua-parser-js).
 * Synchronous and cheap: it runs on every page view, before the user agent is dropped.
 */
export abstract class UserAgentParser {
  abstract describe(userAgent: string): VisitorClient;
}

/**
 * The country of a client address, from a database shipped with the app (adapters/visitors/: no lookup over
 * the network). Null for an address it does not place: private, loopback, reserved, or not an address.
 */
export abstract class CountryLookup {
  abstract countryOf(address: string): string | null;
}
