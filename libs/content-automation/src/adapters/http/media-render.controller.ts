import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { RequestMediumRender } from '../../application/index.js';
import { MediaRenderResponse } from './media-render.dto.js';

/**
 * Issue 22: a quote card, reel or video podcast whose render failed is rendered again from its card,
 * from the upload already stored (no new upload). Owner only, `private, no-store`.
 */
@ApiTags('content automation')
@Controller('admin/content-media')
export class MediaRenderController {
  constructor(private readonly requestRender: RequestMediumRender) {}

  @Post(':id/render')
  @OwnerOnly()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Render a failed quote card, reel or video podcast again',
    description:
      'The medium goes back to rendering and one job renders it from the stored upload; read its card again to see it ready or failed with the new reason. Asking while it renders queues nothing more.',
  })
  @ApiParam({ name: 'id', type: Number, example: 9, description: "The medium's id, from a post's or a video's media." })
  @ApiAcceptedResponse({ type: MediaRenderResponse, description: 'Rendering (queued, or already under way).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No medium has this id (code media-render-not-found).' })
  @ApiConflictResponse({ type: ProblemDetailsResponse, description: 'The medium is already rendered (code media-already-rendered).' })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'The job queue cannot be reached (code content-processing-unavailable); the medium stays failed.' })
  async render(@Param('id', new WholeNumberParam('medium id')) id: number): Promise<MediaRenderResponse> {
    return MediaRenderResponse.from(await this.requestRender.execute(id));
  }
}
