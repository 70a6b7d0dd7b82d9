import { Injectable } from '@nestjs/common';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { clientName, UNKNOWN_CLIENT, type DeviceType, type VisitorClient } from '../../domain/index.js';
import { UserAgentParser } from '../../application/index.js';

/**
 * ua-parser-js 1.x ships no types (2.x does, under the AGPL): the part of its API this adapter calls. Loaded
 * with require, its own module system, so that every program type-checking this file needs no declaration.
 */
interface UAParserInstance {
  getBrowser(): { name?: string };
  getOS(): { name?: string };
  /** type: console, mobile, tablet, smarttv, wearable, embedded; none for a desktop (or one it cannot tell). */
  getDevice(): { type?: string };
}
const UAParser = createRequire(import.meta.url)('ua-parser-js') as new (userAgent: string) => UAParserInstance;

/** ua-parser-js's device types, as the dashboard names them; a user agent that gives none is a desktop's. */
const DEVICE_OF_PARSER_TYPE: Readonly<Record<string, DeviceType>> = {
  mobile: 'mobile',
  tablet: 'tablet',
  smarttv: 'tv',
  console: 'console',
  wearable: 'other',
  embedded: 'other',
  xr: 'other',
};

/**
 * How many user agents are remembered with their description. A site's visitors use a few hundred distinct
 * user agents a day; parsing one costs about 15 µs, a cached answer well under 1 µs (bench/README.md).
 * Bounded in characters too: a forged user agent may be kilobytes long.
 */
export const USER_AGENT_CACHE = { entries: 2000, characters: 1_000_000 } as const;

/** Describes a user agent with ua-parser-js (1.x, MIT), answers remembered in a small LRU cache keyed by the user agent. */
@Injectable()
export class UaParserUserAgents extends UserAgentParser {
  private readonly described = new LRUCache<string, VisitorClient>({
    max: USER_AGENT_CACHE.entries,
    maxSize: USER_AGENT_CACHE.characters,
    sizeCalculation: (_client, userAgent) => Math.max(1, userAgent.length),
  });

  describe(userAgent: string): VisitorClient {
    let client = this.described.get(userAgent);
    if (!client) {
      client = parse(userAgent);
      this.described.set(userAgent, client);
    }
    return client;
  }
}

function parse(userAgent: string): VisitorClient {
  if (!userAgent.trim()) return UNKNOWN_CLIENT;
  const parser = new UAParser(userAgent);
  const browser = clientName(parser.getBrowser().name);
  const os = clientName(parser.getOS().name);
  const type = parser.getDevice().type;
  const device = type ? (DEVICE_OF_PARSER_TYPE[type] ?? 'other') : browser || os ? 'desktop' : null;
  return { device, browser, os };
}
