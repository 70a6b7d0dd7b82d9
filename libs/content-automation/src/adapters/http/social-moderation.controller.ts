import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { ChangeSocialPostStatus, ListSocialPosts } from '../../application/index.js';
import { ChangeSocialPostStatusRequest, SocialMediaPostResponse, SocialPostsQuery } from './social-media-post.dto.js';

const LIST_PATH = '/api/social-media';

/**
 * The moderation screen's API (SPEC "Social moderation", §4, §7): every route needs the owner's
 * session (none is @Public) and answers `private, no-store`. No public read shows social posts, so
 * a move announces no content change.
 */
@ApiTags('social moderation')
@Controller('social-media')
export class SocialModerationController {
  constructor(
    private readonly listPosts: ListSocialPosts,
    private readonly changeStatus: ChangeSocialPostStatus,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({
    summary: 'The social posts in one status, newest first, a page at a time',
    description: 'status defaults to pending_approval. X-Total-Count holds the number of posts in that status; Link the next and previous pages.',
  })
  @ApiOkResponse({ type: [SocialMediaPostResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'An unknown status (code invalid-social-post, `errors` on status), or limit or offset out of range (code invalid-request).' })
  async list(@Query() query: SocialPostsQuery, @Res({ passthrough: true }) response: Response): Promise<SocialMediaPostResponse[]> {
    const found = await this.listPosts.execute(query.status, PageQuery.toRequest(query));
    const path = query.status ? `${LIST_PATH}?status=${encodeURIComponent(query.status)}` : LIST_PATH;
    return pageHeaders(response, found, path).map((post) => SocialMediaPostResponse.from(post));
  }

  @Patch(':id/status')
  @OwnerOnly()
  @ApiOperation({
    summary: "Move a post to another status (a moderation button, or scheduling)",
    description: 'Approve, Reject, Publish Now and Reconsider of the moderation cards; scheduled with scheduledFor. The answer is the post as stored.',
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: SocialMediaPostResponse, description: 'The post in its new status.' })
  @ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: 'An unknown status, or scheduled without a future scheduledFor (code invalid-social-post, `errors` on status or scheduledFor); a field of the wrong type (code invalid-request).',
  })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No social post has this id (code social-post-not-found).' })
  @ApiConflictResponse({ type: ProblemDetailsResponse, description: 'The post cannot move from its status to the one asked (code invalid-status-transition); the message names both and where it may go.' })
  async updateStatus(@Param('id', new WholeNumberParam('social post id')) id: number, @Body() body: ChangeSocialPostStatusRequest): Promise<SocialMediaPostResponse> {
    return SocialMediaPostResponse.from(await this.changeStatus.execute(id, ChangeSocialPostStatusRequest.toChange(body)));
  }
}
