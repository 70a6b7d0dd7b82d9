import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Put, Query, Req, Res, applyDecorators } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { audioUploadPolicy, coverImageUploadPolicy, formatNames, MediaUploads, OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, sizeText, WholeNumberParam, type UploadPolicy } from '@harmony/platform';
import { CreateEpisode, DeleteEpisode, GetManagedEpisode, ListManagedEpisodes, UpdateEpisode } from '../../application/index.js';
import { EPISODE_UPLOAD_POLICIES, type EpisodeUploadPolicies } from '../../episode.config.js';
import { CreateEpisodeRequest, ManagedEpisodeResponse, UpdateEpisodeRequest } from './episode-manager.dto.js';

const AUDIO_ROUTE = 'episodes/:id/audio';
const COVER_ROUTE = 'episodes/:id/cover';

/**
 * The routes whose body is an uploaded file, streamed by MediaUploads (paths under the API prefix):
 * the app lists them among `useFormBodyParsers`' `streamedUploads`, so no parser reads their body.
 */
export const episodeUploadRoutes: readonly string[] = [`/${AUDIO_ROUTE}`, `/${COVER_ROUTE}`];

const ID = () => ApiParam({ name: 'id', type: Number, example: 12 });
const NOT_FOUND = () => ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No episode has this id (code episode-not-found).' });
const INVALID_FIELDS = () =>
  ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: 'Invalid fields (code invalid-episode, or invalid-request for a wrong type), one message per field in `errors` for the form to show.',
  });
const NUMBER_TAKEN = () => ApiConflictResponse({ type: ProblemDetailsResponse, description: 'Another episode has this number (code episode-number-taken, `errors` on number).' });

/** The documentation of an upload route: a raw body (or a form), its formats and its limit. */
const UploadDocs = (field: string, policy: UploadPolicy) =>
  applyDecorators(
    ID(),
    ApiConsumes('application/octet-stream', ...policy.formats.map((format) => format.mimeType), 'multipart/form-data'),
    ApiBody({
      description: `The file itself as the body (what fetch(url, {method: 'PUT', body: file}) sends), or a multipart/form-data form with the file in its "${field}" field. Its type is read from its bytes: ${formatNames(policy.formats)}; at most ${sizeText(policy.maxBytes)} by default.`,
      schema: { type: 'string', format: 'binary' },
    }),
    ApiOkResponse({ type: ManagedEpisodeResponse, description: 'The episode with its new media.' }),
    ApiBadRequestResponse({ type: ProblemDetailsResponse, description: `No file, or an empty one (code empty-upload, \`errors\` on ${field}).` }),
    NOT_FOUND(),
    ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: `Larger than the limit (code upload-too-large, \`errors\` on ${field}); a Content-Length over it is refused before the body is read.` }),
    ApiUnsupportedMediaTypeResponse({ type: ProblemDetailsResponse, description: `Its bytes are not one of the accepted formats (code unsupported-media-type, \`errors\` on ${field}); the message names them.` }),
  );

/**
 * The Episode Manager's API (SPEC §2 /admin/episodes): every route needs the owner's session (none is
 * @Public) and answers `private, no-store`. Each write is announced, so the public reads show it at once.
 */
@ApiTags('episode manager')
@Controller()
export class EpisodeManagerController {
  constructor(
    private readonly listManaged: ListManagedEpisodes,
    private readonly getManaged: GetManagedEpisode,
    private readonly createEpisode: CreateEpisode,
    private readonly updateEpisode: UpdateEpisode,
    private readonly deleteEpisode: DeleteEpisode,
    private readonly uploads: MediaUploads,
    @Inject(EPISODE_UPLOAD_POLICIES) private readonly policies: EpisodeUploadPolicies,
  ) {}

  @Get('admin/episodes')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Every episode, scheduled and incomplete ones too, newest first, a page at a time',
    description: 'X-Total-Count holds the number of episodes; Link the next and previous pages.',
  })
  @ApiOkResponse({ type: [ManagedEpisodeResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit or offset out of range (code invalid-request).' })
  async list(@Query() query: PageQuery, @Res({ passthrough: true }) response: Response): Promise<ManagedEpisodeResponse[]> {
    const page = await this.listManaged.execute(PageQuery.toRequest(query));
    const now = new Date();
    return pageHeaders(response, page, '/api/admin/episodes').map((episode) => ManagedEpisodeResponse.from(episode, now));
  }

  @Get('admin/episodes/:id')
  @OwnerOnly()
  @ApiOperation({ summary: 'One episode, whatever its state' })
  @ID()
  @ApiOkResponse({ type: ManagedEpisodeResponse })
  @NOT_FOUND()
  async one(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<ManagedEpisodeResponse> {
    return ManagedEpisodeResponse.from(await this.getManaged.execute(id), new Date());
  }

  @Post('episodes')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Add an episode',
    description: 'Its audio and cover may be uploaded after (PUT /api/episodes/{id}/audio and /cover): until it has both, and until publishedAt, visitors do not see it. Location names the new episode.',
  })
  @ApiCreatedResponse({ type: ManagedEpisodeResponse })
  @INVALID_FIELDS()
  @NUMBER_TAKEN()
  async create(@Body() body: CreateEpisodeRequest, @Res({ passthrough: true }) response: Response): Promise<ManagedEpisodeResponse> {
    const episode = await this.createEpisode.execute(CreateEpisodeRequest.toInput(body));
    response.setHeader('Location', `/api/admin/episodes/${episode.id}`);
    return ManagedEpisodeResponse.from(episode, new Date());
  }

  @Patch('episodes/:id')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Change some fields of an episode',
    description: 'Only the fields given change: {"featured": true} features it, a later publishedAt schedules it, audioUrl or imageUrl null removes that medium.',
  })
  @ID()
  @ApiOkResponse({ type: ManagedEpisodeResponse })
  @INVALID_FIELDS()
  @NOT_FOUND()
  @NUMBER_TAKEN()
  async update(@Param('id', new WholeNumberParam('episode id')) id: number, @Body() body: UpdateEpisodeRequest): Promise<ManagedEpisodeResponse> {
    return ManagedEpisodeResponse.from(await this.updateEpisode.execute(id, UpdateEpisodeRequest.toChanges(body)), new Date());
  }

  @Delete('episodes/:id')
  @OwnerOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove an episode', description: 'It leaves every public read at once. Its media files stay stored.' })
  @ID()
  @ApiNoContentResponse({ description: 'Removed.' })
  @NOT_FOUND()
  async remove(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<void> {
    await this.deleteEpisode.execute(id);
  }

  @Put(AUDIO_ROUTE)
  @OwnerOnly()
  @ApiOperation({ summary: "Upload the episode's audio (it replaces any before)", description: 'An episode is public once it has its audio and cover and its publishedAt has come.' })
  @UploadDocs('audio', audioUploadPolicy())
  async uploadAudio(@Param('id', new WholeNumberParam('episode id')) id: number, @Req() request: Request): Promise<ManagedEpisodeResponse> {
    const { url } = await this.receive(id, request, 'audio', this.policies.audio);
    return ManagedEpisodeResponse.from(await this.updateEpisode.execute(id, { audioUrl: url }), new Date());
  }

  @Put(COVER_ROUTE)
  @OwnerOnly()
  @ApiOperation({ summary: "Upload the episode's cover image (it replaces any before)" })
  @UploadDocs('cover', coverImageUploadPolicy())
  async uploadCover(@Param('id', new WholeNumberParam('episode id')) id: number, @Req() request: Request): Promise<ManagedEpisodeResponse> {
    const { url } = await this.receive(id, request, 'cover', this.policies.cover);
    return ManagedEpisodeResponse.from(await this.updateEpisode.execute(id, { imageUrl: url }), new Date());
  }

  /** Streams the body into storage as `episodes/{id}/{field}-{random}.{ext}`, once the episode is known to exist. */
  private receive(id: number, request: Request, field: 'audio' | 'cover', policy: UploadPolicy) {
    return this.uploads.receive(request, { policy, field, keyPrefix: `episodes/${id}/${field}`, precondition: () => this.getManaged.execute(id) });
  }
}
