import { Controller, Delete, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { OwnerOnly, ProblemDetailsResponse } from '@harmony/platform';
import { RemoveEmailAddress } from '../../application/index.js';
import type { RemovedRecords } from '../../domain/index.js';

/** `?email=` of the removal: the domain judges the address, so an empty or malformed one gets its field message. */
export class EmailRemovalQuery {
  @ApiPropertyOptional({ example: 'ann@example.com', maxLength: 320, description: 'The address to remove, in any case; trimmed.' })
  @IsOptional()
  @IsString()
  // Past any address (254), so a pasted essay is refused here, before the domain reads it.
  @MaxLength(320)
  email?: string;
}

export class RemovedRecordsResponse {
  @ApiProperty({ example: 'ann@example.com', description: 'The address removed, trimmed and lower-cased.' }) email!: string;
  @ApiProperty({ example: 1, description: 'Newsletter subscriptions deleted (0 or 1).' }) newsletterSubscriptions!: number;
  @ApiProperty({ example: 2, description: 'Workshop interest registrations deleted.' }) workshopRegistrations!: number;
  @ApiProperty({ example: 1, description: 'Contact messages deleted.' }) contactMessages!: number;

  static from(removed: RemovedRecords): RemovedRecordsResponse {
    return Object.assign(new RemovedRecordsResponse(), removed);
  }
}

/**
 * The owner removes a person from the audience lists when they ask (the Privacy Policy's "having your data
 * removed"). Not @Public(): the session guard closes it.
 */
@ApiTags('audience')
@Controller('admin/audience')
export class EmailRemovalController {
  constructor(private readonly removeEmailAddress: RemoveEmailAddress) {}

  @Delete('people')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Delete everything the audience lists keep under an email address',
    description:
      "The address's newsletter subscription, workshop interest registrations and contact messages, matched case aside, for good. " +
      'Answers how many of each were deleted. Page views and download counts hold no address, so nothing of theirs is touched.',
  })
  @ApiOkResponse({ type: RemovedRecordsResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'No email, or not an email address (code invalid-email-address, or invalid-request past 320 characters), with a message for the `email` field.' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'Nothing is kept under the address (code nothing-kept-for-email): nothing was deleted.' })
  async remove(@Query() query: EmailRemovalQuery): Promise<RemovedRecordsResponse> {
    return RemovedRecordsResponse.from(await this.removeEmailAddress.execute(query.email ?? ''));
  }
}
