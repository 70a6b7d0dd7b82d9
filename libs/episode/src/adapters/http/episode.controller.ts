import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { pageLinkHeaders, PageQuery, ProblemDetailsResponse, Public, PublicReads, WholeNumberParam } from '@harmony/platform';
import { collectionTag, itemTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE } from '../../domain/index.js';
import { GetEpisode, ListEpisodes, ListFeaturedEpisodes } from '../../application/index.js';
import { EpisodeDetailResponse, EpisodeResponse } from './episode.response.js';

// Lists depend on every episode; one episode's answer only on that episode.
const EVERY_EPISODE = [collectionTag(EPISODE_AGGREGATE)];

@ApiTags('episodes')
@Public()
@Controller('episodes')
export class EpisodeController {
  constructor(
    private readonly listEpisodes: ListEpisodes,
    private readonly listFeaturedEpisodes: ListFeaturedEpisodes,
    private readonly getEpisode: GetEpisode,
    private readonly reads: PublicReads,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The episodes, newest first, a page at a time', description: 'X-Total-Count holds the number of episodes; Link the next and previous pages.' })
  @ApiOkResponse({ type: [EpisodeResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit or offset out of range (code invalid-request).' })
  async list(@Query() query: PageQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.reads.answer(request, response, EVERY_EPISODE, async () => {
      const page = await this.listEpisodes.execute(PageQuery.toRequest(query));
      return { json: page.items.map(EpisodeResponse.from), headers: pageLinkHeaders(page, '/api/episodes') };
    });
  }

  @Get('featured')
  @ApiOperation({ summary: 'The featured episodes for the home page, newest first' })
  @ApiOkResponse({ type: [EpisodeResponse] })
  async featured(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.reads.answer(request, response, EVERY_EPISODE, async () => ({ json: (await this.listFeaturedEpisodes.execute()).map(EpisodeResponse.from) }));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One episode, with its transcript and chapters' })
  @ApiParam({ name: 'id', type: Number, example: 11 })
  @ApiOkResponse({ type: EpisodeDetailResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'The id is not a whole number (code invalid-request).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No episode has this id (code episode-not-found).' })
  async one(@Param('id', new WholeNumberParam('episode id')) id: number, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.reads.answer(request, response, [itemTag(EPISODE_AGGREGATE, id)], async () => ({ json: EpisodeDetailResponse.fromDetail(await this.getEpisode.execute(id)) }));
  }
}
