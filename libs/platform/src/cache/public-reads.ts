import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { PublicReadCache } from './public-read-cache.js';
import type { FreshAnswer } from './representation.js';
import { sendRepresentation } from './send-representation.js';

/**
 * Public answers may be reused, but must be revalidated by browsers (a write shows at once), while a CDN
 * may hold them briefly and serve a stale copy while it asks again (ARCHITECTURE §10).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** Admin and personal answers: never kept by anyone. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

type HttpRequest = Pick<Request, 'originalUrl'>;

/** A JSON read is found by its URL as asked (path and query): the same URL is the same answer. */
export const jsonReadKey = (request: HttpRequest): string => `json ${request.originalUrl}`;

export interface JsonAnswer {
  readonly json: unknown;
  /** X-Total-Count, Link… */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Sends the kept answer for `key` within this call, or the one `produce` gives once it is ready (and keeps
 * it for the next request). The one way public answers are sent: JSON reads, pages, the feed.
 */
export async function sendFromCache(
  cache: PublicReadCache,
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  tags: readonly string[],
  produce: () => Promise<FreshAnswer>,
): Promise<void> {
  sendRepresentation(request, response, cache.lookup(key) ?? (await cache.read(key, tags, produce)));
}

/** What a public read controller calls: the cached answer, or the one `produce` gives, sent with its validators. */
@Injectable()
export class PublicReads {
  constructor(private readonly cache: PublicReadCache) {}

  async answer(request: Request, response: Response, tags: readonly string[], produce: () => Promise<JsonAnswer>): Promise<void> {
    await sendFromCache(this.cache, request, response, jsonReadKey(request), tags, async () => {
      const { json, headers } = await produce();
      return { body: JSON.stringify(json), contentType: 'application/json; charset=utf-8', headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL, ...headers } };
    });
  }
}

/**
 * Express middleware ahead of Nest's router: a GET whose answer is cached is sent straight away, without
 * routing, pipes or serialization. Only public read controllers fill the cache, so only they are served.
 */
export function cachedJsonReads(cache: PublicReadCache, prefix = '/api/') {
  return (request: Request, response: Response, next: NextFunction): void => {
    if ((request.method === 'GET' || request.method === 'HEAD') && request.originalUrl.startsWith(prefix)) {
      const representation = cache.lookup(jsonReadKey(request));
      if (representation) return sendRepresentation(request, response, representation);
    }
    next();
  };
}
