/** A slice of a list that can grow: at most `limit` items, after skipping `offset`. */
export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

/** One slice, and how many items the whole list holds (so a client can ask for the next slice). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
}

/** ARCHITECTURE §6: lists that can grow are paginated. A page holds up to 100 items, which is also the default. */
export const pageLimits = Object.freeze({ defaultLimit: 100, maxLimit: 100 });

export const firstPage: PageRequest = Object.freeze({ limit: pageLimits.defaultLimit, offset: 0 });

export const pageOf = <T>(items: readonly T[], total: number, request: PageRequest): Page<T> => ({ items, total, limit: request.limit, offset: request.offset });

/**
 * Every item of a paginated list, read page after page at the largest page size (the podcast feed and the
 * sitemap list whole catalogues through the same ports as the paginated lists).
 */
export async function everyPage<T>(read: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += pageLimits.maxLimit) {
    const page = await read({ limit: pageLimits.maxLimit, offset });
    all.push(...page.items);
    if (page.items.length < pageLimits.maxLimit || all.length >= page.total) return all;
  }
}
