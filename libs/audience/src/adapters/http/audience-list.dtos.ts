import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '@harmony/platform';
import { MAX_SEARCH_LENGTH, SUBSCRIBER_STATUSES, type NewsletterSubscription, type SequenceStep, type SubscriberStatus, type ReceivedContactMessage, type ReceivedWorkshopRegistration } from '../../domain/index.js';

export const LIST_FORMATS = ['json', 'csv'] as const;

/** `?limit=&offset=&q=&format=` of the owner's audience lists. */
export class AudienceListQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'ann', maxLength: MAX_SEARCH_LENGTH, description: "Only the items one of whose searched fields contains this (trimmed), in any case; `%` and `_` are plain characters." })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  q?: string;

  @ApiPropertyOptional({
    enum: LIST_FORMATS,
    default: 'json',
    description: '`csv`: the whole list the search finds (limit and offset are ignored) as a CSV download, UTF-8 with a BOM, a header row, cells a spreadsheet could run as a formula prefixed with `\'`.',
  })
  @IsOptional()
  @IsIn(LIST_FORMATS, { message: `format must be one of: ${LIST_FORMATS.join(', ')}` })
  format?: (typeof LIST_FORMATS)[number];
}

/** `?status=` besides, on the newsletter subscribers' list. */
export class NewsletterSubscribersQuery extends AudienceListQuery {
  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES, description: 'Only the subscribers with this status (every one without it).' })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}` })
  status?: SubscriberStatus;
}

const at = { format: 'date-time', example: '2026-11-23T10:15:00.000Z' } as const;

export class NewsletterSubscriberResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'ann@example.com', description: 'Trimmed and lower-cased when it subscribed.' }) email!: string;
  @ApiProperty({ type: [String], example: ['podcast_engagement_sequence'], description: 'Every tag its signups sent, sorted, once each.' }) tags!: string[];
  @ApiProperty({ ...at, description: 'When the address first subscribed.' }) subscribedAt!: string;
  @ApiProperty({
    enum: SUBSCRIBER_STATUSES,
    example: 'active',
    description: '`pending` until the mailed link is confirmed, `active` (gets the sequence and newsletters), `unsubscribed` (asked to leave, or reported spam), `bounced` (the server refused the address for good).',
  })
  status!: SubscriberStatus;
  @ApiProperty({ enum: [0, 1, 2, 3], example: 1, description: 'The welcome sequence reached: 0 nothing sent, 1 Day 0 sent, 2 Day 3 sent, 3 Day 7 sent.' })
  sequenceStep!: SequenceStep;

  static from(subscription: NewsletterSubscription): NewsletterSubscriberResponse {
    const { id, email, tags, subscribedAt, status, sequenceStep } = subscription;
    return Object.assign(new NewsletterSubscriberResponse(), { id, email, tags: [...tags], subscribedAt: subscribedAt.toISOString(), status, sequenceStep });
  }
}

export class WorkshopRegistrationResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Ana' }) firstName!: string;
  @ApiProperty({ example: 'Diaz' }) lastName!: string;
  @ApiProperty({ example: 'ana@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: '0400 000 000' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Leo' }) partnerName!: string | null;
  @ApiProperty({ example: 'Budgeting as newlyweds and planning for a first home.', description: "What the visitor wrote in the form's interests field." }) questions!: string;
  @ApiProperty({ example: true, description: 'Whether they asked for the newsletter too.' }) newsletter!: boolean;
  @ApiProperty(at) submittedAt!: string;

  static from(registration: ReceivedWorkshopRegistration): WorkshopRegistrationResponse {
    const { id, firstName, lastName, email, phone, partnerName, questions, newsletter, submittedAt } = registration;
    return Object.assign(new WorkshopRegistrationResponse(), { id, firstName, lastName, email, phone, partnerName, questions, newsletter, submittedAt: submittedAt.toISOString() });
  }
}

export class ContactMessageResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Sam' }) name!: string;
  @ApiProperty({ example: 'sam@example.com' }) email!: string;
  @ApiProperty({ example: 'A question about episode 4' }) subject!: string;
  @ApiProperty({ example: 'We loved the snowball method!' }) message!: string;
  @ApiProperty(at) submittedAt!: string;

  static from(message: ReceivedContactMessage): ContactMessageResponse {
    const { id, name, email, subject, message: text, submittedAt } = message;
    return Object.assign(new ContactMessageResponse(), { id, name, email, subject, message: text, submittedAt: submittedAt.toISOString() });
  }
}
