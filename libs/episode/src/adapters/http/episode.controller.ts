import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PageQuery, pageHeaders, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { GetEpisode, ListEpisodes, ListFeaturedEpisodes } from '../../application/index.js';
import { EpisodeResponse } from './episode.response.js';

// Public catalogue reads: browsers and proxies may reuse an answer for a minute (ETag revalidates).
const PUBLIC_CACHE = 'public, max-age=60';

@ApiTags('episodes')
@Controller('episodes')
export class EpisodeController {
  constructor(
    private readonly listEpisodes: ListEpisodes,
    private readonly listFeaturedEpisodes: ListFeaturedEpisodes,
    private readonly getEpisode: GetEpisode,
  ) {}

  @Get()
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'The episodes, newest first, a page at a time', description: 'X-Total-Count holds the number of episodes; Link the next and previous pages.' })
  @ApiOkResponse({ type: [EpisodeResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit or offset out of range (code invalid-request).' })
  async list(@Query() query: PageQuery, @Res({ passthrough: true }) response: Response): Promise<readonly EpisodeResponse[]> {
    const page = await this.listEpisodes.execute(PageQuery.toRequest(query));
    return pageHeaders(response, { ...page, items: page.items.map(EpisodeResponse.from) }, '/api/episodes');
  }

  @Get('featured')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'The featured episodes for the home page, newest first' })
  @ApiOkResponse({ type: [EpisodeResponse] })
  async featured(): Promise<EpisodeResponse[]> {
    return (await this.listFeaturedEpisodes.execute()).map(EpisodeResponse.from);
  }

  @Get(':id')
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'One episode' })
  @ApiParam({ name: 'id', type: Number, example: 11 })
  @ApiOkResponse({ type: EpisodeResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'The id is not a whole number (code invalid-request).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No episode has this id (code episode-not-found).' })
  async one(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<EpisodeResponse> {
    return EpisodeResponse.from(await this.getEpisode.execute(id));
  }
}
