import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProblemDetailsResponse, Public, PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import { SearchQuery } from './search.query.js';
import { SearchResponse } from './search.response.js';
import { SiteSearch } from './site-search.js';

@ApiTags('search')
@Public()
@Controller('search')
export class SearchController {
  constructor(private readonly siteSearch: SiteSearch) {}

  // Not kept in the read cache: every query is its own answer. A CDN may hold one briefly.
  @Get()
  @Header('Cache-Control', PUBLIC_CACHE_CONTROL)
  @ApiOperation({ summary: 'Search the public episodes and articles', description: 'Full-text search, best matches first, with highlighted snippets.' })
  @ApiOkResponse({ type: SearchResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'q missing, shorter than 2 or longer than 100 characters, or limit out of range (code invalid-request).' })
  search(@Query() query: SearchQuery): Promise<SearchResponse> {
    return this.siteSearch.execute(query.q, query.limit);
  }
}
