import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

// Tokens are optional and unbounded by shape here: a missing, malformed or too long one gets the link's own
// message (the page shows it), from the domain, rather than a field error. The cap only bounds what is read.
const TOKEN_CAP = 1000;

export class ConfirmSubscriptionRequest {
  @ApiProperty({ example: 'c.12.q1w2e3r4t5y6u7i8o9p0aa.1796990000.Zm9vYmFy…', description: 'The token of the confirmation link (`/newsletter/confirm?token=…`).' })
  @IsOptional()
  @IsString()
  @MaxLength(TOKEN_CAP)
  token?: string;
}

export class UnsubscribeQuery {
  @ApiProperty({ example: 'u.12.Zm9vYmFy…', description: 'The token of the unsubscribe link every newsletter mail carries.' })
  @IsOptional()
  @IsString()
  @MaxLength(TOKEN_CAP)
  token?: string;
}

/** RFC 8058's one-click body, or nothing (the site's page sends JSON `{}`). */
export class OneClickUnsubscribeRequest {
  @ApiPropertyOptional({ enum: ['One-Click'], description: 'Sent by mail clients as the form body `List-Unsubscribe=One-Click` (RFC 8058).' })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click' })
  'List-Unsubscribe'?: string;
}

export class SubscriptionConfirmed {
  @ApiProperty({ enum: ['active'], example: 'active' }) status!: 'active';
}

export class Unsubscribed {
  @ApiProperty({ enum: ['unsubscribed'], example: 'unsubscribed' }) status!: 'unsubscribed';
}
