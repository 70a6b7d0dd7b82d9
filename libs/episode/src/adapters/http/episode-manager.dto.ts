import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { ManagedEpisodeDetail } from '../../application/index.js';
import { EPISODE_STATUSES, JSON_CHAPTERS_VERSION, statusAt, type Episode, type EpisodeChanges, type EpisodeInput, type EpisodeStatus } from '../../domain/index.js';
import { ChapterResponse, EpisodeResponse } from './episode.response.js';

// A missing field is left to the domain, which words what each needs ("The episode title is required.");
// a field given as null or of the wrong type is refused here. Lengths cap what one episode may store.
const given = ValidateIf((_object: object, value: unknown) => value !== undefined);
const NUMBER_MESSAGE = 'The episode number must be a whole number of 1 or more.';
const PUBLISHED_AT_MESSAGE = 'The publication time must be a date and time such as 2026-11-24T19:00:00Z.';
/** The longest description one episode may store. */
const DESCRIPTION_MAX_LENGTH = 20_000;
const DESCRIPTION_DOC =
  'Light markdown as written, like an article’s (bold, italic, bullet and numbered lists, links, blank-line paragraphs; HTML among it is kept, so descriptions written as HTML still read as HTML); stored rendered and sanitized beside it as descriptionHtml.';
const STORED_MEDIA = 'The public URL of media already stored (uploaded with PUT …/audio or …/cover, or a demo file); null or absent: none yet.';

/** POST /api/episodes: a new episode. Its audio and cover usually come after, uploaded. */
export class CreateEpisodeRequest {
  @ApiProperty({ example: 12, description: 'Shown as "EP 12". Unique: a number in use answers 409 (code episode-number-taken).' })
  @given
  @IsInt({ message: NUMBER_MESSAGE })
  number?: number;

  @ApiProperty({ example: 'Money Dates That Stick' })
  @given
  @IsString()
  @MaxLength(200)
  title?: string;

  @ApiProperty({ example: 'How we keep our **monthly money date** going:\n\n- snacks\n- a short agenda', description: DESCRIPTION_DOC })
  @given
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiProperty({ example: '42:15', description: 'As podcast apps show it: 42:15 or 1:05:09.' })
  @given
  @IsString()
  @MaxLength(12)
  duration?: string;

  @ApiPropertyOptional({ example: '/media/demo/bed-1.mp3', nullable: true, type: String, description: STORED_MEDIA })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  audioUrl?: string | null;

  @ApiPropertyOptional({ example: '/media/demo/episode-11.svg', nullable: true, type: String, description: STORED_MEDIA })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  imageUrl?: string | null;

  @ApiPropertyOptional({ example: '2026-11-24T19:00:00.000Z', format: 'date-time', description: 'Public from then on; default now. A later time schedules the episode.' })
  @given
  @IsISO8601({ strict: true }, { message: PUBLISHED_AT_MESSAGE })
  publishedAt?: string;

  @ApiPropertyOptional({ example: false, default: false, description: 'Shown on the home page.' })
  @given
  @IsBoolean()
  featured?: boolean;

  static toInput(body: CreateEpisodeRequest): EpisodeInput {
    return {
      number: body.number ?? 0,
      title: body.title ?? '',
      description: body.description ?? '',
      duration: body.duration ?? '',
      audioUrl: body.audioUrl ?? null,
      imageUrl: body.imageUrl ?? null,
      publishedAt: body.publishedAt === undefined ? undefined : new Date(body.publishedAt),
      featured: body.featured,
    };
  }
}

/** PATCH /api/episodes/{id}: only the fields given change (`{featured: true}` features it; a later publishedAt schedules it). */
export class UpdateEpisodeRequest extends PartialType(CreateEpisodeRequest, { skipNullProperties: false }) {
  static toChanges(body: UpdateEpisodeRequest): EpisodeChanges {
    const { publishedAt, ...changes } = body;
    return { ...changes, ...(publishedAt === undefined ? {} : { publishedAt: new Date(publishedAt) }) };
  }
}

/** An episode as the Episode Manager sees it: in any state, with what keeps it from visitors. */
export class ManagedEpisodeResponse extends OmitType(EpisodeResponse, ['audioUrl', 'imageUrl']) {
  @ApiProperty({ example: 'How we keep our **monthly money date** going.', description: 'The markdown as written, for the editor: never served to visitors (they get descriptionHtml).' })
  description!: string;

  @ApiProperty({ example: '/media/episodes/12/audio-3f2a9c1b7d4e.mp3', nullable: true, type: String, description: 'null until the audio is uploaded.' })
  audioUrl!: string | null;

  @ApiProperty({ example: '/media/episodes/12/cover-9b8c7d6e5f4a.jpg', nullable: true, type: String, description: 'null until the cover is uploaded.' })
  imageUrl!: string | null;

  @ApiProperty({
    enum: EPISODE_STATUSES,
    example: 'published',
    description:
      'published: visitors see it. scheduled: complete, public from publishedAt. missing-audio / missing-cover: never public until uploaded, whatever publishedAt says (missing-audio first).',
  })
  status!: EpisodeStatus;

  static from(episode: Episode, now: Date): ManagedEpisodeResponse {
    return Object.assign(new ManagedEpisodeResponse(), { ...episode, publishedAt: episode.publishedAt.toISOString(), status: statusAt(episode, now) });
  }
}

/** An episode's chapters as the Episode Manager edits them: JSON Chapters' optional links included. */
export class ManagedChapterResponse extends ChapterResponse {
  @ApiPropertyOptional({ example: 'https://example.com/chapter-art.jpg' }) img?: string;
  @ApiPropertyOptional({ example: 'https://example.com/show-notes' }) url?: string;
}

/** One episode in the Episode Manager's editor: with its chapters, and how many cues its transcript has. */
export class ManagedEpisodeDetailResponse extends ManagedEpisodeResponse {
  @ApiProperty({ type: [ManagedChapterResponse], nullable: true, description: 'null when the episode has no chapters.' })
  chapters!: ManagedChapterResponse[] | null;

  @ApiProperty({ example: 312, nullable: true, type: Number, description: "The number of cues of the transcript (its file: transcriptUrl); null when it has none." })
  transcriptCueCount!: number | null;

  static fromDetail({ transcript, chapters, ...episode }: ManagedEpisodeDetail, now: Date): ManagedEpisodeDetailResponse {
    return Object.assign(new ManagedEpisodeDetailResponse(), ManagedEpisodeResponse.from(episode, now), {
      chapters: chapters ? chapters.map((chapter) => ({ ...chapter })) : null,
      transcriptCueCount: transcript ? transcript.cues.length : null,
    });
  }
}

/** One chapter of a JSON Chapters document, for the API's documentation (the domain checks the body). */
export class JsonChapterRequest {
  @ApiProperty({ example: 754, description: 'Seconds from the start of the audio, 0 or more; each chapter after the one before.' }) startTime!: number;
  @ApiProperty({ example: 'Our money date', maxLength: 200 }) title!: string;
  @ApiPropertyOptional({ example: 'https://example.com/chapter-art.jpg' }) img?: string;
  @ApiPropertyOptional({ example: 'https://example.com/show-notes' }) url?: string;
}

/** PUT /api/episodes/{id}/chapters: a JSON Chapters document (https://github.com/Podcastindex-org/podcast-namespace/blob/main/chapters/jsonChapters.md). */
export class JsonChaptersRequest {
  @ApiProperty({ example: JSON_CHAPTERS_VERSION }) version!: string;
  @ApiProperty({ type: [JsonChapterRequest], description: '1 to 500 chapters.' }) chapters!: JsonChapterRequest[];
}

/** POST /api/admin/episodes/description-preview: the Episode Manager's live preview of a description. */
export class EpisodeDescriptionPreviewRequest {
  @ApiProperty({ example: 'A **money** date:\n\n- snacks\n- a short agenda', description: `The description to render, at most ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters.` })
  @IsString({ message: 'The episode description must be text.' })
  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: `The episode description must be at most ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters.` })
  description!: string;
}

export class EpisodeDescriptionPreviewResponse {
  @ApiProperty({ example: '<p>A <strong>money</strong> date:</p>\n<ul>\n<li>snacks</li>\n<li>a short agenda</li>\n</ul>\n', description: 'As the episode page will show it: rendered and sanitized (empty for an empty description).' })
  html!: string;
}
