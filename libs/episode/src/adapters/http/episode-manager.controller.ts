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
import { audioUploadPolicy, coverImageUploadPolicy, formatNames, MalformedRequest, MediaUploads, MEGABYTE, OwnerOnly, pageHeaders, PageQuery, ProblemDetailsResponse, sizeText, WholeNumberParam, type UploadPolicy } from '@harmony/platform';
import { CreateEpisode, DeleteEpisode, EpisodeTranscriptAndChapters, GetManagedEpisode, ListManagedEpisodes, PreviewEpisodeDescription, UpdateEpisode } from '../../application/index.js';
import { CHAPTERS_MAX, TRANSCRIPT_MAX_BYTES } from '../../domain/index.js';
import { EPISODE_UPLOAD_POLICIES, type EpisodeUploadPolicies } from '../../episode.config.js';
import {
  CreateEpisodeRequest,
  EpisodeDescriptionPreviewRequest,
  EpisodeDescriptionPreviewResponse,
  JsonChaptersRequest,
  ManagedEpisodeDetailResponse,
  ManagedEpisodeResponse,
  UpdateEpisodeRequest,
} from './episode-manager.dto.js';
import { ManagedEpisodeListQuery } from './managed-episode-list.query.js';
import { receiveText } from './text-upload.js';

const AUDIO_ROUTE = 'episodes/:id/audio';
const COVER_ROUTE = 'episodes/:id/cover';
const TRANSCRIPT_ROUTE = 'episodes/:id/transcript';
const CHAPTERS_ROUTE = 'episodes/:id/chapters';

/**
 * The routes whose body is an uploaded file (paths under the API prefix), streamed by MediaUploads or
 * read by `receiveText`: the app lists them among `useFormBodyParsers`' `streamedUploads`, so no parser
 * reads their body. The chapters file is JSON but may be larger than the API's form-sized JSON bodies.
 */
export const episodeUploadRoutes: readonly string[] = [`/${AUDIO_ROUTE}`, `/${COVER_ROUTE}`, `/${TRANSCRIPT_ROUTE}`, `/${CHAPTERS_ROUTE}`];

/** A transcript's text formats: told apart by parsing, not by bytes a sniffer knows. */
const TRANSCRIPT_POLICY: UploadPolicy = {
  what: 'transcript',
  maxBytes: TRANSCRIPT_MAX_BYTES,
  formats: [
    { name: 'WebVTT', extension: 'vtt', mimeType: 'text/vtt', detectedAs: [] },
    { name: 'SRT', extension: 'srt', mimeType: 'application/x-subrip', detectedAs: [] },
  ],
};
/** Names browsers and tools give a .srt or .vtt file, or any text. */
const TRANSCRIPT_ALSO_ACCEPTED = ['text/plain', 'text/srt', 'application/srt', 'text/x-srt', 'application/octet-stream'];
/** 500 chapters of 200-character titles with two links each fit well within 1 MB. */
const CHAPTERS_POLICY: UploadPolicy = { what: 'chapters file', maxBytes: MEGABYTE, formats: [{ name: 'JSON Chapters', extension: 'json', mimeType: 'application/json+chapters', detectedAs: [] }] };
const CHAPTERS_ALSO_ACCEPTED = ['application/json', 'text/plain'];

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
    private readonly transcriptAndChapters: EpisodeTranscriptAndChapters,
    private readonly previewDescription: PreviewEpisodeDescription,
    private readonly uploads: MediaUploads,
    @Inject(EPISODE_UPLOAD_POLICIES) private readonly policies: EpisodeUploadPolicies,
  ) {}

  @Get('admin/episodes')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Every episode, scheduled and incomplete ones too, newest first, a page at a time; optionally only those a search or a number finds',
    description: 'X-Total-Count holds the number of episodes found; Link the next and previous pages.',
  })
  @ApiOkResponse({ type: [ManagedEpisodeResponse] })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'limit, offset, q or number out of range (code invalid-request).' })
  async list(@Query() query: ManagedEpisodeListQuery, @Res({ passthrough: true }) response: Response): Promise<ManagedEpisodeResponse[]> {
    const filter = ManagedEpisodeListQuery.toFilter(query);
    const page = await this.listManaged.execute(PageQuery.toRequest(query), filter);
    const now = new Date();
    // The page links keep the filter, so the next page is of the same list.
    const kept = new URLSearchParams({ ...(filter.search === undefined ? {} : { q: filter.search }), ...(filter.number === undefined ? {} : { number: String(filter.number) }) }).toString();
    return pageHeaders(response, page, kept ? `/api/admin/episodes?${kept}` : '/api/admin/episodes').map((episode) => ManagedEpisodeResponse.from(episode, now));
  }

  @Get('admin/episodes/:id')
  @OwnerOnly()
  @ApiOperation({ summary: 'One episode, whatever its state' })
  @ID()
  @ApiOkResponse({ type: ManagedEpisodeDetailResponse })
  @NOT_FOUND()
  async one(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<ManagedEpisodeDetailResponse> {
    return ManagedEpisodeDetailResponse.fromDetail(await this.transcriptAndChapters.detail(id), new Date());
  }

  @Post('admin/episodes/description-preview')
  @HttpCode(HttpStatus.OK)
  @OwnerOnly()
  @ApiOperation({ summary: 'Renders a description as the episode page will show it (the renderer a write stores with); stores nothing' })
  @ApiOkResponse({ type: EpisodeDescriptionPreviewResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'description is not text, or longer than an episode may store (code invalid-request, the error on `description`).' })
  preview(@Body() body: EpisodeDescriptionPreviewRequest): EpisodeDescriptionPreviewResponse {
    return this.previewDescription.execute(body.description);
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

  @Put(TRANSCRIPT_ROUTE)
  @OwnerOnly()
  @ApiOperation({
    summary: "Upload the episode's transcript, WebVTT or SRT (it replaces any before)",
    description:
      'The file is parsed (a broken one answers 400 naming its line), stored as WebVTT (transcriptUrl, linked by the feed as podcast:transcript) and its cues kept for the episode page.',
  })
  @ID()
  @ApiConsumes('text/vtt', 'application/x-subrip', 'text/plain', 'multipart/form-data')
  @ApiBody({
    description: `The file itself as the body, or a multipart/form-data form with the file in its "transcript" field. WebVTT or SRT, UTF-8, at most ${sizeText(TRANSCRIPT_MAX_BYTES)}.`,
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOkResponse({ type: ManagedEpisodeDetailResponse, description: 'The episode with its transcript.' })
  @ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: 'Not a readable WebVTT or SRT file (code invalid-transcript, `errors` on transcript: "Line 7: the cue\'s end … is before its start …."), no file (code empty-upload), or not UTF-8 (code malformed-request).',
  })
  @NOT_FOUND()
  @ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'Larger than 2 MB (code upload-too-large, `errors` on transcript).' })
  @ApiUnsupportedMediaTypeResponse({ type: ProblemDetailsResponse, description: 'Sent as another type than text (code unsupported-media-type, `errors` on transcript).' })
  async uploadTranscript(@Param('id', new WholeNumberParam('episode id')) id: number, @Req() request: Request): Promise<ManagedEpisodeDetailResponse> {
    const source = await receiveText(request, { policy: TRANSCRIPT_POLICY, field: 'transcript', alsoAccepted: TRANSCRIPT_ALSO_ACCEPTED });
    return ManagedEpisodeDetailResponse.fromDetail(await this.transcriptAndChapters.storeTranscript(id, source), new Date());
  }

  @Delete(TRANSCRIPT_ROUTE)
  @OwnerOnly()
  @ApiOperation({ summary: "Remove the episode's transcript", description: 'The page and the feed no longer show it. The file stays stored.' })
  @ID()
  @ApiOkResponse({ type: ManagedEpisodeDetailResponse, description: 'The episode without a transcript.' })
  @NOT_FOUND()
  async removeTranscript(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<ManagedEpisodeDetailResponse> {
    return ManagedEpisodeDetailResponse.fromDetail(await this.transcriptAndChapters.removeTranscript(id), new Date());
  }

  @Put(CHAPTERS_ROUTE)
  @OwnerOnly()
  @ApiOperation({
    summary: "Set the episode's chapters (they replace any before)",
    description: 'A JSON Chapters document (Podcasting 2.0). Stored as a JSON Chapters file (chaptersUrl, linked by the feed as podcast:chapters) and kept for the episode page.',
  })
  @ID()
  @ApiConsumes('application/json', 'application/json+chapters')
  @ApiBody({ type: JsonChaptersRequest })
  @ApiOkResponse({ type: ManagedEpisodeDetailResponse, description: 'The episode with its chapters.' })
  @ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: `Rules broken (code invalid-chapters): one message per field in \`errors\` (version, chapters, chapters[2].startTime, chapters[2].title…): 1 to ${CHAPTERS_MAX} chapters, start times of 0 or more each after the one before, titles of 1 to 200 characters. Or not JSON (code malformed-request).`,
  })
  @NOT_FOUND()
  @ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'Larger than 1 MB (code upload-too-large).' })
  async setChapters(@Param('id', new WholeNumberParam('episode id')) id: number, @Req() request: Request): Promise<ManagedEpisodeDetailResponse> {
    const text = await receiveText(request, { policy: CHAPTERS_POLICY, field: 'chapters', alsoAccepted: CHAPTERS_ALSO_ACCEPTED });
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw new MalformedRequest('The chapters are not JSON.', [{ field: 'chapters', message: 'The chapters are not JSON.' }]);
    }
    return ManagedEpisodeDetailResponse.fromDetail(await this.transcriptAndChapters.storeChapters(id, document), new Date());
  }

  @Delete(CHAPTERS_ROUTE)
  @OwnerOnly()
  @ApiOperation({ summary: "Remove the episode's chapters", description: 'The page and the feed no longer show them. The file stays stored.' })
  @ID()
  @ApiOkResponse({ type: ManagedEpisodeDetailResponse, description: 'The episode without chapters.' })
  @NOT_FOUND()
  async removeChapters(@Param('id', new WholeNumberParam('episode id')) id: number): Promise<ManagedEpisodeDetailResponse> {
    return ManagedEpisodeDetailResponse.fromDetail(await this.transcriptAndChapters.removeChapters(id), new Date());
  }

  /** Streams the body into storage as `episodes/{id}/{field}-{random}.{ext}`, once the episode is known to exist. */
  private receive(id: number, request: Request, field: 'audio' | 'cover', policy: UploadPolicy) {
    return this.uploads.receive(request, { policy, field, keyPrefix: `episodes/${id}/${field}`, precondition: () => this.getManaged.execute(id) });
  }
}
