import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageNumberQuery, pageNumberOf } from '@harmony/platform';
import { pageLimits, type Page } from '@harmony/platform/domain';
import { MAIL_STATUSES, MAX_MAIL_SEARCH_LENGTH, type MailMessage, type MailMessageFilter, type MailStatus } from '../../domain/index.js';

const MAX_KIND_LENGTH = 100;

/** `?status=&kind=&q=&page=&pageSize=` of the owner's Email screen (a bad value is a 400 naming it). */
export class MailMessageListQuery extends PageNumberQuery({ defaultPageSize: pageLimits.defaultLimit, items: 'messages' }) {
  @ApiPropertyOptional({ enum: MAIL_STATUSES, description: 'Only the messages in this status.' })
  @IsOptional()
  @IsIn(MAIL_STATUSES, { message: `status must be one of: ${MAIL_STATUSES.join(', ')}` })
  status?: MailStatus;

  @ApiPropertyOptional({ example: 'workshop.confirmation', maxLength: MAX_KIND_LENGTH, description: 'Only the messages of this kind (exactly).' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_KIND_LENGTH, { message: `kind must be at most ${MAX_KIND_LENGTH} characters` })
  kind?: string;

  @ApiPropertyOptional({ example: 'ana@', maxLength: MAX_MAIL_SEARCH_LENGTH, description: 'Only the messages whose recipient address or subject contains this (trimmed), in any case; `%` and `_` are plain characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_MAIL_SEARCH_LENGTH, { message: `q must be at most ${MAX_MAIL_SEARCH_LENGTH} characters` })
  q?: string;

  static filterOf({ status, kind, q }: MailMessageListQuery): MailMessageFilter {
    const search = q?.trim();
    const kindName = kind?.trim();
    return { ...(status ? { status } : {}), ...(kindName ? { kind: kindName } : {}), ...(search ? { search } : {}) };
  }
}

const at = { format: 'date-time', example: '2026-11-23T10:15:00.000Z' } as const;

/** One message in the owner's list: to whom, what, and what became of it. */
export class MailMessageItemResponse {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'ana@example.com' }) to!: string;
  @ApiProperty({ example: 'You are on the Money Together workshop list' }) subject!: string;
  @ApiProperty({ example: 'workshop.confirmation', description: 'What the message is for (newsletter.confirmation, workshop.confirmation, contact.owner-notice, …).' }) kind!: string;
  @ApiProperty({ enum: MAIL_STATUSES, example: 'sent', description: 'queued → sending → sent; failed (may be resent) or bounced (the address refused it for good) when it did not arrive.' }) status!: MailStatus;
  @ApiProperty({ example: 1, description: 'Tries that reached the mail server (or were interrupted on the way), over every send.' }) attempts!: number;
  @ApiProperty({ type: String, nullable: true, example: '250 2.0.0 Ok: queued as 4F2A1', description: "The mail server's last answer, or why none came; null before the first try." }) lastSmtpAnswer!: string | null;
  @ApiProperty(at) createdAt!: string;
  @ApiProperty(at) updatedAt!: string;
  @ApiProperty({ ...at, type: String, nullable: true, description: 'When the server accepted it; null until then.' }) sentAt!: string | null;

  static from(message: MailMessage): MailMessageItemResponse {
    return Object.assign(new MailMessageItemResponse(), MailMessageItemResponse.fieldsOf(message));
  }

  protected static fieldsOf({ id, to, subject, kind, status, attempts, lastSmtpAnswer, createdAt, updatedAt, sentAt }: MailMessage) {
    return { id, to, subject, kind, status, attempts, lastSmtpAnswer, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), sentAt: sentAt?.toISOString() ?? null };
  }
}

/** A message opened: the list's fields and what was sent. */
export class MailMessageDetailResponse extends MailMessageItemResponse {
  @ApiProperty({ example: '<!DOCTYPE html><html>…</html>', description: 'The HTML part as sent (show it sandboxed: it is a whole document).' }) html!: string;
  @ApiProperty({ example: 'Hello Ana, …', description: 'The plain-text part as sent.' }) text!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { From: '"Money Together" <hello@example.com>', 'Message-ID': '<mail.d29ya3Nob3A@example.com>', 'Reply-To': 'ana@example.com' },
    description: 'From, Message-ID and the extra headers it was sent with (List-Unsubscribe, Reply-To, …).',
  })
  headers!: Record<string, string>;

  static override from(message: MailMessage): MailMessageDetailResponse {
    const headers = { From: message.from, 'Message-ID': message.messageId, ...message.headers };
    return Object.assign(new MailMessageDetailResponse(), MailMessageItemResponse.fieldsOf(message), { html: message.html, text: message.text, headers });
  }
}

/** A page of the owner's list. */
export class MailMessagePageResponse {
  @ApiProperty({ type: [MailMessageItemResponse] }) items!: MailMessageItemResponse[];
  @ApiProperty({ example: 131, description: 'How many messages the filters find.' }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 100 }) pageSize!: number;

  static from(found: Page<MailMessage>): MailMessagePageResponse {
    return Object.assign(new MailMessagePageResponse(), {
      items: found.items.map(MailMessageItemResponse.from),
      total: found.total,
      ...pageNumberOf(found),
    });
  }
}

export class MailKindsResponse {
  @ApiProperty({ type: [String], example: ['confirmation', 'sequence', 'workshop-confirmation'], description: 'Each kind once, sorted; empty before the first message.' })
  kinds!: string[];
}
