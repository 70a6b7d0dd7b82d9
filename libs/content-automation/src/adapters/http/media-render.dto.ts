import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_KINDS, MEDIA_RENDER_STATUSES, type FailedMedium, type MediaKind, type MediaRender, type MediaRenderStatus } from '../../domain/index.js';

/** A medium a card shows (quote card, reel, video podcast) and how its render stands. */
export class MediaRenderResponse {
  @ApiProperty({ example: 9, description: 'The id to render it again with: POST /api/admin/content-media/{id}/render.' })
  id!: number;

  @ApiProperty({ enum: MEDIA_KINDS, example: 'reel' })
  kind!: MediaKind;

  @ApiProperty({ enum: MEDIA_RENDER_STATUSES, example: 'failed', description: 'rendering until the file is stored (ready); failed keeps the reason until it is rendered again.' })
  status!: MediaRenderStatus;

  @ApiProperty({ type: String, nullable: true, example: 'The reel could not be rendered: Decoder (codec svg) not found', description: 'Why the last render failed; null unless failed.' })
  failureReason!: string | null;

  static from({ id, kind, status, failureReason }: MediaRender): MediaRenderResponse {
    return Object.assign(new MediaRenderResponse(), { id, kind, status, failureReason });
  }
}

/** A medium a run could not render, in the run's result. */
export class FailedMediumResponse {
  @ApiProperty({ example: 9 })
  id!: number;

  @ApiProperty({ enum: MEDIA_KINDS, example: 'reel' })
  kind!: MediaKind;

  @ApiProperty({ example: 'The reel could not be rendered: Decoder (codec svg) not found' })
  reason!: string;

  static from({ id, kind, reason }: FailedMedium): FailedMediumResponse {
    return Object.assign(new FailedMediumResponse(), { id, kind, reason });
  }
}
