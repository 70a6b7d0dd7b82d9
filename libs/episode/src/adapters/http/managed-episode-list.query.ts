import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LARGEST_ID, PageQuery } from '@harmony/platform';
import type { EpisodeFilter } from '../../domain/index.js';

// Episode numbers are Postgres integers: past the largest one the database would refuse the query (a 500).
const NUMBER_MESSAGE = `number must be a whole number from 1 to ${LARGEST_ID}`;

/** `?limit=&offset=&q=&number=` of the Episode Manager's list and the content screens' episode picker. */
export class ManagedEpisodeListQuery extends PageQuery {
  @ApiPropertyOptional({ example: '12', maxLength: 200, description: 'Only the episodes whose title contains this (trimmed), in any case, or whose number starts with it ("1" finds 1, 10, 12…); `%` and `_` are plain characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ example: 12, minimum: 1, maximum: LARGEST_ID, description: 'Only the episode with this number (none: an empty list), as an address names it (/admin/content?episode=12).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: NUMBER_MESSAGE })
  @Min(1, { message: NUMBER_MESSAGE })
  @Max(LARGEST_ID, { message: NUMBER_MESSAGE })
  number?: number;

  static toFilter({ q, number }: ManagedEpisodeListQuery): EpisodeFilter {
    const search = q?.trim() || undefined;
    return { ...(search === undefined ? {} : { search }), ...(number === undefined ? {} : { number }) };
  }
}
