import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Req, Res, Sse, applyDecorators, type MessageEvent } from '@nestjs/common';
import type { Request, Response } from 'express';
import { defer, distinctUntilChanged, interval, map, startWith, switchMap, takeWhile, type Observable } from 'rxjs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { audioUploadPolicy, formatNames, MediaUploads, OwnerOnly, ProblemDetailsResponse, sizeText, WholeNumberParam, type UploadPolicy } from '@harmony/platform';
import { EditBlogPost, FindConnectedPlatforms, FindPostEpisodes, FindShownMedia, GetContentJob, GetContentStats, GetEpisodeContent, PublishBlogPostAsArticle, StartContentRun, uploadedAudioKeyPrefix, type ContentJob } from '../../application/index.js';
import { SocialMediaPostResponse, socialPostResponses } from './social-media-post.dto.js';
import { BlogPostResponse, ContentJobResponse, ContentDashboardStatsResponse, EditBlogPostRequest, PublishBlogPostRequest, PublishBlogPostResponse, VideoPodcastResponse } from './content.dto.js';

const PROCESS_ROUTE = 'content/episode/:id/process';
/** The upload route, under the API prefix: the app lists it among the streamed uploads, so no parser reads its body. */
export const contentUploadRoutes: readonly string[] = [`/${PROCESS_ROUTE}`];
/** The DI token of the audio upload policy (the episode context's: one limit for episode audio). */
export const CONTENT_AUDIO_POLICY = Symbol('CONTENT_AUDIO_POLICY');

/** How often the event stream asks the queue; the job changes at most a few times a second. */
const JOB_EVENTS_INTERVAL_MS = 500;
const jobPath = (id: string) => `/api/content/jobs/${encodeURIComponent(id)}`;

const EPISODE_ID = () => ApiParam({ name: 'id', type: Number, example: 12, description: 'The episode id.' });
const EPISODE_NOT_FOUND = () => ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No episode has this id (code episode-not-found).' });
const BLOG_POST_NOT_FOUND = () => ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No blog post has this id (code blog-post-not-found).' });

const UploadDocs = (policy: UploadPolicy) =>
  applyDecorators(
    EPISODE_ID(),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      description: `A form with the audio in its "audio" field. Its type is read from its bytes: ${formatNames(policy.formats)}; at most ${sizeText(policy.maxBytes)} by default.`,
      schema: { type: 'object', required: ['audio'], properties: { audio: { type: 'string', format: 'binary' } } },
    }),
    ApiAcceptedResponse({ type: ContentJobResponse, description: 'Queued: one job for this upload. Location names the job to follow.' }),
    ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'No file, or an empty one (code empty-upload, `errors` on audio).' }),
    EPISODE_NOT_FOUND(),
    ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'Larger than the limit (code upload-too-large, `errors` on audio); a Content-Length over it is refused before the body is read.' }),
    ApiUnsupportedMediaTypeResponse({ type: ProblemDetailsResponse, description: 'Its bytes are not one of the accepted formats (code unsupported-media-type, `errors` on audio).' }),
    ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'The job queue cannot be reached (code content-processing-unavailable); nothing was stored.' }),
  );

/**
 * The content dashboard's API (SPEC "Content dashboard", §7; issue 10): upload an episode's audio to
 * process, follow the job, read and edit what it generated. Every route needs the owner's session
 * and answers `private, no-store`.
 */
@ApiTags('content automation')
@Controller('content')
export class ContentController {
  constructor(
    private readonly uploads: MediaUploads,
    @Inject(CONTENT_AUDIO_POLICY) private readonly audioPolicy: UploadPolicy,
    private readonly startRun: StartContentRun,
    private readonly getJob: GetContentJob,
    private readonly episodeContent: GetEpisodeContent,
    private readonly editBlogPost: EditBlogPost,
    private readonly publishBlogPost: PublishBlogPostAsArticle,
    private readonly contentStats: GetContentStats,
    private readonly shownMedia: FindShownMedia,
    private readonly postEpisodes: FindPostEpisodes,
    private readonly platforms: FindConnectedPlatforms,
  ) {}

  @Get('stats')
  @OwnerOnly()
  @ApiOperation({ summary: "The content dashboard's stat cards: episodes with content, pieces of content, scheduled posts" })
  @ApiOkResponse({ type: ContentDashboardStatsResponse })
  async stats(): Promise<ContentDashboardStatsResponse> {
    return Object.assign(new ContentDashboardStatsResponse(), await this.contentStats.execute());
  }

  @Post('episode/:id/process')
  @OwnerOnly()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: "Upload an episode's audio to turn into a blog post draft, social posts and a video podcast",
    description: 'The audio streams to media storage; the answer is the queued job (follow it at Location, or its events). The result carries SPEC\'s {blogPostIds, socialMediaPostIds}.',
  })
  @UploadDocs(audioUploadPolicy())
  async process(@Param('id', new WholeNumberParam('episode id')) id: number, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContentJobResponse> {
    const { url } = await this.uploads.receive(request, {
      policy: this.audioPolicy,
      field: 'audio',
      keyPrefix: uploadedAudioKeyPrefix(id),
      precondition: () => this.startRun.checkBeforeUpload(id),
    });
    const job = await this.startRun.start(id, url);
    response.location(jobPath(job.id));
    return ContentJobResponse.from(job);
  }

  @Get('jobs/:jobId')
  @OwnerOnly()
  @ApiOperation({ summary: 'A content job: its state, progress and step; its result once completed, its reason once failed' })
  @ApiParam({ name: 'jobId', type: String })
  @ApiOkResponse({ type: ContentJobResponse })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No content job has this id (code content-job-not-found); finished jobs are kept for a week.' })
  async job(@Param('jobId') jobId: string): Promise<ContentJobResponse> {
    return ContentJobResponse.from(await this.getJob.execute(jobId));
  }

  @Sse('jobs/:jobId/events')
  @OwnerOnly()
  @ApiOperation({
    summary: 'The job as server-sent events',
    description: 'One `message` event with the job (the JSON of GET /api/content/jobs/{id}) at once and at every change; the stream ends after the completed or failed state.',
  })
  @ApiParam({ name: 'jobId', type: String })
  @ApiProduces('text/event-stream')
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No content job has this id (code content-job-not-found).' })
  async jobEvents(@Param('jobId') jobId: string): Promise<Observable<MessageEvent>> {
    // Asked once before the stream opens, so an unknown job is a 404, not an empty stream.
    const first = await this.getJob.execute(jobId);
    const finished = (job: ContentJob) => job.state === 'completed' || job.state === 'failed';
    return interval(JOB_EVENTS_INTERVAL_MS).pipe(
      switchMap(() => defer(() => this.getJob.execute(jobId))),
      startWith(first),
      map((job) => JSON.stringify(ContentJobResponse.from(job))),
      distinctUntilChanged(),
      takeWhile((data) => !finished(JSON.parse(data) as ContentJob), true),
      map((data): MessageEvent => ({ data })),
    );
  }

  @Get('episode/:id/blog-posts')
  @OwnerOnly()
  @ApiOperation({ summary: "The episode's blog post drafts, newest first" })
  @EPISODE_ID()
  @ApiOkResponse({ type: [BlogPostResponse] })
  @EPISODE_NOT_FOUND()
  async blogPosts(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<BlogPostResponse[]> {
    return (await this.episodeContent.blogPosts(id)).map((post) => BlogPostResponse.from(post));
  }

  @Get('episode/:id/social-media')
  @OwnerOnly()
  @ApiOperation({ summary: "The episode's social posts, newest first, whatever their status" })
  @EPISODE_ID()
  @ApiOkResponse({ type: [SocialMediaPostResponse] })
  @EPISODE_NOT_FOUND()
  async socialPosts(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<SocialMediaPostResponse[]> {
    return socialPostResponses(await this.episodeContent.socialPosts(id), { shownMedia: this.shownMedia, postEpisodes: this.postEpisodes, platforms: this.platforms });
  }

  @Get('episode/:id/video')
  @OwnerOnly()
  @ApiOperation({ summary: "The episode's video podcasts, newest first" })
  @EPISODE_ID()
  @ApiOkResponse({ type: [VideoPodcastResponse] })
  @EPISODE_NOT_FOUND()
  async videos(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<VideoPodcastResponse[]> {
    const videos = await this.episodeContent.videos(id);
    const mediaOf = await this.shownMedia.of(videos, (video) => [video.videoUrl]);
    return videos.map((video) => VideoPodcastResponse.from(video, mediaOf(video)));
  }

  @Patch('blog-posts/:id')
  @OwnerOnly()
  @ApiOperation({ summary: 'Edit a blog post draft (the fields given); it keeps the draft rules' })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiOkResponse({ type: BlogPostResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'A field breaks the draft rules (code invalid-blog-post, `errors` per field).' })
  @BLOG_POST_NOT_FOUND()
  @ApiConflictResponse({ type: ProblemDetailsResponse, description: 'Already published as an article (code blog-post-already-published).' })
  async edit(@Param('id', new WholeNumberParam('blog post id')) id: number, @Body() body: EditBlogPostRequest): Promise<BlogPostResponse> {
    return BlogPostResponse.from(await this.editBlogPost.execute(id, body));
  }

  @Post('blog-posts/:id/publish')
  @OwnerOnly()
  @ApiOperation({ summary: 'Publish as article: the draft becomes a blog article (public at once, or unpublished to finish later)' })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiCreatedResponse({ type: PublishBlogPostResponse, description: 'The article was created (public or not), and the draft as it now stands.' })
  @BLOG_POST_NOT_FOUND()
  @ApiConflictResponse({ type: ProblemDetailsResponse, description: 'Already published as an article (code blog-post-already-published).' })
  async publish(@Param('id', new WholeNumberParam('blog post id')) id: number, @Body() body: PublishBlogPostRequest): Promise<PublishBlogPostResponse> {
    return PublishBlogPostResponse.from(await this.publishBlogPost.execute(id, body.published));
  }
}
