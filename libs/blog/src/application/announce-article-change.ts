import { ContentChanges } from '@harmony/platform/domain';
import { ARTICLE_AGGREGATE } from '../domain/index.js';

/**
 * Tells the read cache which public answers a write made stale: every article list, and the answers
 * found by each slug given (an edit that moves an article names its old and its new address; none
 * given: every answer of an article, as after the demo seed). The cache then also asks again when the
 * next scheduled article goes public, so a write that schedules one is shown at its time.
 */
export const announceArticleChange = (changes: ContentChanges, ...slugs: string[]): Promise<void> =>
  changes.publish({ aggregate: ARTICLE_AGGREGATE, keys: [...new Set(slugs)] });
