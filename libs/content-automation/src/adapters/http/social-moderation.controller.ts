import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { ChangeSocialPostStatus, EditSocialPostContent, FindConnectedPlatforms, FindPostEpisodes, FindShownMedia, GenerateSocialPosts, GetSocialPost, ListSocialPosts, RequestSocialPostPublication } from '../../application/index.js';
import { checkPlatformText, INVALID_SOCIAL_POST, oneOf, SOCIAL_PLATFORMS, type SocialMediaPost } from '../../domain/index.js';
import { CheckPostTextRequest, EditSocialPostRequest, GeneratedSocialPostsResponse, GenerateSocialPostsRequest, PostTextCheckResponse } from './content.dto.js';
import { ChangeSocialPostStatusRequest, SocialMediaPostResponse, socialPostResponses, SocialPostsQuery, type SocialPostReads } from './social-media-post.dto.js';

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
    private readonly editContent: EditSocialPostContent,
    private readonly generatePosts: GenerateSocialPosts,
    private readonly shownMedia: FindShownMedia,
    private readonly postEpisodes: FindPostEpisodes,
    private readonly platforms: FindConnectedPlatforms,
    private readonly requestPublication: RequestSocialPostPublication,
    private readonly getPost: GetSocialPost,
  ) {}

  private get reads(): SocialPostReads {
    return { shownMedia: this.shownMedia, postEpisodes: this.postEpisodes, platforms: this.platforms };
  }

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
    return socialPostResponses(pageHeaders(response, found, path), this.reads);
  }

  @Get(':id')
  @OwnerOnly()
  @ApiOperation({ summary: 'One social post as stored (the card follows a post while it is publishing)' })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: SocialMediaPostResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'The id is not a whole number (code invalid-request).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No social post has this id (code social-post-not-found).' })
  async findOne(@Param('id', new WholeNumberParam('social post id')) id: number): Promise<SocialMediaPostResponse> {
    return this.withMedia(await this.getPost.execute(id));
  }

  @Post(':id/publish')
  @OwnerOnly()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: "Publish a post on its network through the platform's connected account (Publish Now, Retry)",
    description:
      'Answers at once with the post publishing; a job sends it, and the post becomes published only when the network confirms it (remoteId, remoteUrl), or keeps its status with publishError. A second call while it publishes queues nothing. A platform with no connected account keeps the manual path: PATCH status published ("Mark as published").',
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiAcceptedResponse({ type: SocialMediaPostResponse, description: 'The post, publishing: follow it with GET /api/social-media/{id}.' })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'The id is not a whole number (code invalid-request).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No social post has this id (code social-post-not-found).' })
  @ApiConflictResponse({
    type: ProblemDetailsResponse,
    description: 'The post is not approved or scheduled (code social-post-not-publishable), or its platform has no connected account (code no-connected-account).',
  })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'The job queue does not answer: nothing was changed.' })
  async publish(@Param('id', new WholeNumberParam('social post id')) id: number): Promise<SocialMediaPostResponse> {
    return this.withMedia(await this.requestPublication.execute(id));
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
    return this.withMedia(await this.changeStatus.execute(id, ChangeSocialPostStatusRequest.toChange(body)));
  }

  @Patch(':id/content')
  @OwnerOnly()
  @ApiOperation({ summary: "Edit a post's text while it is a draft or pending approval", description: 'The text is trimmed and must fit its platform (X 280 with links as 23; Instagram 2,200 and 30 hashtags; LinkedIn 3,000; Facebook 63,206; Mastodon 500; Bluesky 300 graphemes; webhook 5,000).' })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: SocialMediaPostResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Empty, or over its platform\'s limits (code invalid-social-post, `errors` on content).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No social post has this id (code social-post-not-found).' })
  @ApiConflictResponse({ type: ProblemDetailsResponse, description: 'The post is approved, scheduled, published or rejected (code social-post-not-editable).' })
  async updateContent(@Param('id', new WholeNumberParam('social post id')) id: number, @Body() body: EditSocialPostRequest): Promise<SocialMediaPostResponse> {
    return this.withMedia(await this.editContent.execute(id, body.content));
  }

  @Post('text-check')
  @OwnerOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "A text measured against a network's limits, counted the network's way (the editor's live counter)" })
  @ApiOkResponse({ type: PostTextCheckResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'An unknown platform (code invalid-social-post, `errors` on platform).' })
  checkText(@Body() body: CheckPostTextRequest): PostTextCheckResponse {
    const platform = oneOf(SOCIAL_PLATFORMS, body.platform, { code: INVALID_SOCIAL_POST, field: 'platform', what: 'platform' });
    return PostTextCheckResponse.from(checkPlatformText(platform, body.content));
  }

  @Post('generate/:episodeId')
  @OwnerOnly()
  @ApiOperation({ summary: 'Write more social posts for an episode (SPEC §7), pending approval', description: 'Spread over the platforms and content types, none repeating a text the episode has.' })
  @ApiParam({ name: 'episodeId', type: Number, example: 12 })
  @ApiCreatedResponse({ type: GeneratedSocialPostsResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'count is not a whole number from 1 to 20 (code invalid-social-post or invalid-request, `errors` on count).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No episode has this id (code episode-not-found).' })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'The writing service failed.' })
  async generate(@Param('episodeId', new WholeNumberParam('episode id')) episodeId: number, @Body() body: GenerateSocialPostsRequest): Promise<GeneratedSocialPostsResponse> {
    const posts = await this.generatePosts.execute(episodeId, body.count);
    return { posts: await socialPostResponses(posts, this.reads) };
  }

  private async withMedia(post: SocialMediaPost): Promise<SocialMediaPostResponse> {
    const [response] = await socialPostResponses([post], this.reads);
    return response!;
  }
}
