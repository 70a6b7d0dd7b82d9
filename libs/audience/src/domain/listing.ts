import type { Page, PageRequest } from '@harmony/platform/domain';

/** The longest text the owner may search a list for: a name, an address, a phrase. */
export const MAX_SEARCH_LENGTH = 200;

/** What a search looks for: the text as typed, trimmed (an empty search finds every item). */
export const searchText = (raw: string | undefined): string => (raw ?? '').trim();

/**
 * A list the owner reads in the back office, newest first: the latest time first, the higher id first
 * between equal times (so the order is total, and a page never repeats or skips an item).
 *
 * `search` finds the items whose searched text fields (each port says which) contain it, case aside, as a
 * literal substring (`%` and `_` are no wildcards); the empty search finds every item.
 */
export interface NewestFirstList<Item extends { readonly id: number }> {
  /** One page of the matching items, with how many match in all. */
  page(search: string, page: PageRequest): Promise<Page<Item>>;

  /**
   * Up to `limit` matching items that come after the item with id `after` in the list's order (from the
   * newest when `after` is null): the whole list read in batches, each from where the last one ended, so a
   * submission arriving meanwhile neither repeats nor hides one. No item has id `after`: nothing.
   */
  batchAfter(search: string, after: number | null, limit: number): Promise<Item[]>;
}

/** A submission as kept: what was sent, its id and when it arrived. */
export type Received<Submission> = Submission & { readonly id: number; readonly submittedAt: Date };
