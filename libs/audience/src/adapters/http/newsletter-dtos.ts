import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { PageNumberQuery, pageNumberOf } from '@harmony/platform';
import type { Page } from '@harmony/platform/domain';
import type { NewsletterView } from '../../application/index.js';
import { MAX_NEWSLETTER_CONTENT, MAX_NEWSLETTER_PREVIEW_TEXT, MAX_NEWSLETTER_SUBJECT, NEWSLETTER_SOURCES, NEWSLETTER_STATUSES, type NewsletterChanges } from '../../domain/index.js';

// A field left out is not changed; null is refused. Lengths and lines are the domain's rules, whose
// messages the editor shows beside each field.
const Given = () => ValidateIf((_request: object, value: unknown) => value !== undefined);

const subjectDoc = { example: 'Our money date, three months in', description: `One line, 1–${MAX_NEWSLETTER_SUBJECT} characters (trimmed).` } as const;
const previewDoc = { example: 'What changed when we stopped keeping score.', description: `The inbox's preview line: one line, at most ${MAX_NEWSLETTER_PREVIEW_TEXT} characters. Default: empty.` } as const;
const contentDoc = { example: '## Hello\n\nThis month we **finally** …', description: `Light markdown (as articles): 1–${MAX_NEWSLETTER_CONTENT.toLocaleString('en')} characters.` } as const;

/** PATCH /api/admin/newsletters/{id}: the fields to change, any of them. */
export class NewsletterChangesRequest {
  @ApiPropertyOptional(subjectDoc) @Given() @IsString() subject?: string;
  @ApiPropertyOptional(contentDoc) @Given() @IsString() content?: string;
  @ApiPropertyOptional(previewDoc) @Given() @IsString() previewText?: string;

  static toChanges(request: NewsletterChangesRequest): NewsletterChanges {
    return { subject: request.subject, content: request.content, previewText: request.previewText };
  }
}

/** POST /api/admin/newsletters: a new draft. */
export class CreateNewsletterRequest extends NewsletterChangesRequest {
  @ApiProperty({ ...subjectDoc, required: true }) declare subject?: string;
  @ApiProperty({ ...contentDoc, required: true }) declare content?: string;

  // Required by the domain's rules: a missing one gets the editor's message ("The subject is required.").
  static toInput(request: CreateNewsletterRequest): { subject: string; content: string; previewText?: string } {
    return { subject: request.subject ?? '', content: request.content ?? '', previewText: request.previewText };
  }
}

export class SendNewsletterRequest {
  @ApiPropertyOptional({ format: 'date-time', example: '2026-12-01T08:00:00.000Z', description: 'Schedule for this moment; left out (or now): send at once. More than a minute in the past: 400.' })
  @Given()
  @IsISO8601({ strict: true }, { message: 'at must be a date and time, such as 2026-12-01T08:00:00.000Z' })
  at?: string;
}

export class TestNewsletterRequest {
  @ApiPropertyOptional({ example: 'me@example.com', description: 'Where to send the test; left out or blank: OWNER_EMAIL.' })
  @Given()
  @IsString()
  to?: string;
}

export class TestNewsletterResponse {
  @ApiProperty({ example: 'owner@example.com', description: 'The address the test copy was queued to.' }) to!: string;
}

/** `?page=&pageSize=&episodeId=` of the Newsletters screen and the content dashboard's draft card. */
export class NewsletterListQuery extends PageNumberQuery({ defaultPageSize: 20, items: 'newsletters' }) {
  @ApiPropertyOptional({ minimum: 1, description: 'Only the newsletters drafted for this episode (content automation writes one per episode).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'episodeId must be a whole number, 1 or more' })
  @Min(1, { message: 'episodeId must be a whole number, 1 or more' })
  @Max(2_147_483_647, { message: 'episodeId must be at most 2147483647' })
  episodeId?: number;
}

export class NewsletterCountsResponse {
  @ApiProperty({ example: 1200, description: 'Messages queued for it: one per active subscriber once the fan-out is done (0 before sending).' }) recipients!: number;
  @ApiProperty({ example: 150, description: 'Still waiting for the mail server (queued or being sent).' }) queued!: number;
  @ApiProperty({ example: 1040 }) sent!: number;
  @ApiProperty({ example: 4, description: 'Gave up on (temporary failures past the last try, an interrupted send).' }) failed!: number;
  @ApiProperty({ example: 6, description: 'Refused for good by the server: the address is suppressed.' }) bounced!: number;
}

const at = { format: 'date-time', example: '2026-11-26T10:15:00.000Z' } as const;

export class NewsletterResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Our money date, three months in' }) subject!: string;
  @ApiProperty({ example: 'What changed when we stopped keeping score.' }) previewText!: string;
  @ApiProperty({ description: 'The markdown as written.' }) content!: string;
  @ApiProperty({ enum: NEWSLETTER_STATUSES, description: 'draft and scheduled may change; sending until every message is settled; then sent.' }) status!: string;
  @ApiProperty({ ...at, type: String, nullable: true }) scheduledAt!: string | null;
  @ApiProperty({ ...at, type: String, nullable: true, description: 'When the last message settled.' }) sentAt!: string | null;
  @ApiProperty(at) createdAt!: string;
  @ApiProperty(at) updatedAt!: string;
  @ApiProperty({ enum: NEWSLETTER_SOURCES, description: "owner, or content-automation's new-episode draft." }) source!: string;
  @ApiProperty({ type: Number, nullable: true, example: null, description: 'The episode a content-automation draft announces.' }) episodeId!: number | null;
  @ApiProperty({ type: NewsletterCountsResponse }) counts!: NewsletterCountsResponse;

  static from(view: NewsletterView): NewsletterResponse {
    return Object.assign(new NewsletterResponse(), {
      id: view.id,
      subject: view.subject,
      previewText: view.previewText,
      content: view.content,
      status: view.status,
      scheduledAt: view.scheduledAt?.toISOString() ?? null,
      sentAt: view.sentAt?.toISOString() ?? null,
      createdAt: view.createdAt.toISOString(),
      updatedAt: view.updatedAt.toISOString(),
      source: view.source,
      episodeId: view.episodeId,
      counts: { ...view.counts },
    });
  }
}

export class NewsletterPageResponse {
  @ApiProperty({ type: [NewsletterResponse] }) items!: NewsletterResponse[];
  @ApiProperty({ example: 12 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;

  static from(page: Page<NewsletterView>): NewsletterPageResponse {
    return Object.assign(new NewsletterPageResponse(), { items: page.items.map(NewsletterResponse.from), total: page.total, ...pageNumberOf(page) });
  }
}
