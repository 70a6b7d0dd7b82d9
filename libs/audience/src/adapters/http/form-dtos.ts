import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

// Fields are optional at this layer so a missing one gets the domain's message ("First name is
// required"), not a type error. Lengths cap what one submission may store.

/** Hidden from people, filled in by form-filling bots: a submission carrying it is dropped silently. */
export abstract class HoneypotFields {
  @ApiPropertyOptional({ description: 'Leave empty. A hidden field that only bots fill in.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export const isBotSubmission = (form: HoneypotFields): boolean => Boolean(form.website?.trim());

export class NewsletterSignupRequest extends HoneypotFields {
  @ApiProperty({ example: 'ann@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: ['podcast_engagement_sequence'], type: [String] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  tags?: string[];
}

export class WorkshopInterestRequest extends HoneypotFields {
  @ApiProperty({ example: 'Ana' }) @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiProperty({ example: 'Diaz' }) @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @ApiProperty({ example: 'ana@example.com' }) @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ example: '0400 000 000' }) @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional({ example: 'Leo' }) @IsOptional() @IsString() @MaxLength(100) partnerName?: string;
  @ApiProperty({ example: 'Budgeting as newlyweds and planning for a first home.', description: 'At least 10 characters; stored as the registration questions.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  interests?: string;
  @ApiPropertyOptional({ example: false, default: false }) @IsOptional() @IsBoolean() newsletter?: boolean;
}

export class ContactMessageRequest extends HoneypotFields {
  @ApiProperty({ example: 'Sam' }) @IsOptional() @IsString() @MaxLength(100) name?: string;
  @ApiProperty({ example: 'sam@example.com' }) @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiProperty({ example: 'A question about episode 4' }) @IsOptional() @IsString() @MaxLength(200) subject?: string;
  @ApiProperty({ example: 'We loved the snowball method!' }) @IsOptional() @IsString() @MaxLength(5000) message?: string;
}

export class SubmissionAccepted {
  @ApiProperty({ example: 'Thank you! We have received your submission.' }) message!: string;
}
