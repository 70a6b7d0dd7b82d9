import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { firstPage, pageLimits, type Page, type PageRequest } from '../domain/page.js';

const limitMessage = `limit must be a whole number from 1 to ${pageLimits.maxLimit}`;
// Beyond this a number is no longer exact, and the database refuses an offset past 2^63 (a 500 otherwise).
const maxOffset = Number.MAX_SAFE_INTEGER;
const offsetMessage = 'offset must be a whole number from 0';
const offsetMaxMessage = `offset must be at most ${maxOffset}`;

/** `?limit=&offset=` of a paginated list (validated by the global pipe: a bad value is a 400 naming it). */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: pageLimits.maxLimit, default: pageLimits.defaultLimit, description: 'How many items to answer.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: limitMessage })
  @Min(1, { message: limitMessage })
  @Max(pageLimits.maxLimit, { message: limitMessage })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: maxOffset, default: 0, description: 'How many items to skip.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: offsetMessage })
  @Min(0, { message: offsetMessage })
  @Max(maxOffset, { message: offsetMaxMessage })
  offset?: number;

  static toRequest(query: PageQuery): PageRequest {
    return { limit: query.limit ?? firstPage.limit, offset: query.offset ?? firstPage.offset };
  }
}

// page × pageSize stays an exact number and an offset the database takes.
const maxPage = 1_000_000_000;
const pageMessage = `page must be a whole number from 1 to ${maxPage}`;
const pageSizeMessage = `pageSize must be a whole number from 1 to ${pageLimits.maxLimit}`;

/** What a `?page=&pageSize=` list names its items and how many a page holds when not asked. */
export interface PageNumberQueryOptions {
  /** `pageSize` when the request has none (at most `pageLimits.maxLimit`). */
  readonly defaultPageSize: number;
  /** What a page holds, for the OpenAPI description ("messages", "newsletters"). */
  readonly items: string;
}

/** The numbered page a `PageNumberQuery` list answers with (`page` from 1), read back from the page it found. */
export function pageNumberOf(page: Page<unknown>): { readonly page: number; readonly pageSize: number } {
  return { page: Math.floor(page.offset / page.limit) + 1, pageSize: page.limit };
}

/**
 * `?page=&pageSize=` of a list answered as a JSON object with its page number (the screens that number their
 * pages), validated by the global pipe: a bad value is a 400 naming it. A class per list (its default size
 * differs), extended by the list's own query: `class XListQuery extends PageNumberQuery({ … }) { … }`.
 */
export function PageNumberQuery({ defaultPageSize, items }: PageNumberQueryOptions) {
  class NumberedPageQuery {
    @ApiPropertyOptional({ minimum: 1, maximum: maxPage, default: 1, description: 'Which page, the first being 1.' })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: pageMessage })
    @Min(1, { message: pageMessage })
    @Max(maxPage, { message: pageMessage })
    page?: number;

    @ApiPropertyOptional({ minimum: 1, maximum: pageLimits.maxLimit, default: defaultPageSize, description: `How many ${items} a page holds.` })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: pageSizeMessage })
    @Min(1, { message: pageSizeMessage })
    @Max(pageLimits.maxLimit, { message: pageSizeMessage })
    pageSize?: number;

    static toRequest({ page = 1, pageSize = defaultPageSize }: NumberedPageQuery): PageRequest {
      return { limit: pageSize, offset: (page - 1) * pageSize };
    }
  }
  return NumberedPageQuery;
}

/**
 * The headers of a page answered as a plain JSON array (what the screens read): the list's size in
 * `X-Total-Count` and the neighbouring pages in an RFC 8288 `Link` header. `path` may carry the list's
 * own query (a search), which the links keep.
 */
export function pageLinkHeaders(page: Page<unknown>, path: string): Record<string, string> {
  const separator = path.includes('?') ? '&' : '?';
  const link = (offset: number, rel: string) => `<${path}${separator}limit=${page.limit}&offset=${offset}>; rel="${rel}"`;
  const links = [
    ...(page.offset + page.limit < page.total ? [link(page.offset + page.limit, 'next')] : []),
    ...(page.offset > 0 ? [link(Math.max(0, page.offset - page.limit), 'prev')] : []),
  ];
  return { 'X-Total-Count': String(page.total), ...(links.length ? { Link: links.join(', ') } : {}) };
}

/** Answers a page as a plain JSON array, with `pageLinkHeaders` set on the response. */
export function pageHeaders<T>(response: Response, page: Page<T>, path: string): readonly T[] {
  for (const [name, value] of Object.entries(pageLinkHeaders(page, path))) response.setHeader(name, value);
  return page.items;
}
