import type { RequestHandler } from 'express';
import { fastPost, type RateLimitStores } from '@harmony/platform';
import type { RecordPageView } from '../../application/index.js';
import { PageViewRequest } from './analytics-dtos.js';
import { pageViewRateLimit } from './page-view-rate-limit.js';
import { beaconOf } from './page-view.controller.js';

/** A beacon is a few hundred bytes. */
const BEACON_BODY_LIMIT = '4kb';

/**
 * The page-view beacon comes with every page a visitor opens, so it is served ahead of compression, the
 * body parsers and Nest's router (`fastPost`), with the same parts: the rate limit, the validation of
 * PageViewRequest and PageViewController's mapping to RecordPageView. Measured in
 * bench/pageview-ingestion.mjs; the composition root mounts `handler` on the route's path.
 */
export class PageViewFastPath {
  readonly handler: RequestHandler;

  constructor(recordPageView: RecordPageView, rateLimit: { limit: number; windowSeconds: number }, stores: RateLimitStores) {
    this.handler = fastPost({
      limit: BEACON_BODY_LIMIT,
      textAsJson: true,
      before: pageViewRateLimit(rateLimit, stores),
      body: PageViewRequest,
      handle: (body, request) => recordPageView.execute(beaconOf(body, request)),
    });
  }
}
