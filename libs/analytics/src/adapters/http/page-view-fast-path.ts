import { fastPost, type ExpressHost, type FastPost, type RateLimitStores } from '@harmony/platform';
import type { RecordPageView } from '../../application/index.js';
import { PageViewRequest } from './analytics-dtos.js';
import { pageViewRateLimitOptions } from './page-view-rate-limit.js';
import { beaconOf } from './page-view.controller.js';

/** A beacon is a few hundred bytes. */
const BEACON_BODY_BYTES = 4 * 1024;

/**
 * The page-view beacon comes with every page a visitor opens, so it is answered ahead of Express
 * (`fastPost`), with the same parts as its Nest route: the rate limit, the validation of PageViewRequest
 * and PageViewController's mapping to RecordPageView. Measured in bench/pageview-ingestion.mjs; the
 * composition root serves `post` on the server (serveFastPosts).
 */
export class PageViewFastPath {
  readonly post: (host: ExpressHost) => FastPost;

  constructor(recordPageView: RecordPageView, rateLimit: { limit: number; windowSeconds: number }, stores: RateLimitStores) {
    this.post = fastPost({
      maxBytes: BEACON_BODY_BYTES,
      textAsJson: true,
      rateLimit: pageViewRateLimitOptions(rateLimit, stores),
      body: PageViewRequest,
      handle: (body, client) => recordPageView.execute(beaconOf(body, client)),
    });
  }
}
