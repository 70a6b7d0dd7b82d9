/**
 * What a write changed, named by aggregate ("episode", "article") and the keys its public reads are
 * found by (an episode's id; an article's slug, old and new). The read cache drops exactly the answers
 * that depend on it: every list of that aggregate, and the one-item answers of those keys.
 */
export interface ContentChange {
  readonly aggregate: string;
  /** Empty: everything of the aggregate changed (a bulk write such as the demo seed). */
  readonly keys: readonly (string | number)[];
}

/**
 * The port write use cases announce their changes through (ARCHITECTURE §10). Its adapter lives with
 * the read cache: it invalidates this process's cache and tells the other API processes.
 */
export abstract class ContentChanges {
  abstract publish(change: ContentChange): Promise<void>;
}

/** Cache tags: a list depends on its aggregate's tag, a one-item answer on the item's tag. */
export const collectionTag = (aggregate: string): string => aggregate;
export const itemTag = (aggregate: string, key: string | number): string => `${aggregate}:${String(key).toLowerCase()}`;

