import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { searchQueryLimits } from '@harmony/site-config';

// The words' lengths are the route manifest's: the search page and the server's page cache read the same.
export const searchLimits = { minQuery: searchQueryLimits.min, maxQuery: searchQueryLimits.max, defaultLimit: 20, maxLimit: 50 } as const;

const queryMessage = `q must be from ${searchLimits.minQuery} to ${searchLimits.maxQuery} characters`;
const limitMessage = `limit must be a whole number from 1 to ${searchLimits.maxLimit}`;

/** `?q=&limit=` of the site search (validated by the global pipe: a bad value is a 400 naming it). */
export class SearchQuery {
  @ApiProperty({ minLength: searchLimits.minQuery, maxLength: searchLimits.maxQuery, example: 'emergency fund', description: 'Words to find, as a web search reads them: "a phrase", `or`, `-word`.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: queryMessage })
  @Length(searchLimits.minQuery, searchLimits.maxQuery, { message: queryMessage })
  q!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: searchLimits.maxLimit, default: searchLimits.defaultLimit, description: 'How many results to answer.' })
  @Type(() => Number)
  @IsInt({ message: limitMessage })
  @Min(1, { message: limitMessage })
  @Max(searchLimits.maxLimit, { message: limitMessage })
  limit: number = searchLimits.defaultLimit;
}
