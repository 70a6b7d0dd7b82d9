import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { ConnectSocialAccount, DisconnectSocialAccount, ListSocialAccounts } from '../../application/index.js';
import { ConnectSocialAccountRequest, SocialAccountResponse, SocialAccountsResponse } from './social-account.dtos.js';

/**
 * The owner's Social accounts screen (/admin/social-accounts, issue 26): the accounts posts are published
 * through. Credentials go in and never come out. Not @Public(): the session guard closes it.
 */
@ApiTags('social accounts')
@Controller('admin/social-accounts')
export class SocialAccountsController {
  constructor(
    private readonly list: ListSocialAccounts,
    private readonly connectAccount: ConnectSocialAccount,
    private readonly disconnect: DisconnectSocialAccount,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({ summary: 'The connected accounts, each with its state, and the networks that can be connected' })
  @ApiOkResponse({ type: SocialAccountsResponse })
  async accounts(): Promise<SocialAccountsResponse> {
    return SocialAccountsResponse.from(await this.list.execute());
  }

  @Post()
  @OwnerOnly()
  @ApiOperation({
    summary: 'Connect a Mastodon, Bluesky or webhook account',
    description: 'The network checks the credentials first (Mastodon: verify_credentials and the instance limit; Bluesky: a session; webhook: a signed ping). Stored encrypted; never returned.',
  })
  @ApiCreatedResponse({ type: SocialAccountResponse })
  @ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: 'A field missing or wrong (invalid-request / INVALID_SOCIAL_ACCOUNT, by field); the network refused the credentials (NETWORK_UNAUTHORIZED / NETWORK_REFUSED, its reason in plain words); an OAuth network (social-account-oauth).',
  })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'The network did not answer (NETWORK_UNAVAILABLE): try again.' })
  async connect(@Body() body: ConnectSocialAccountRequest): Promise<SocialAccountResponse> {
    return SocialAccountResponse.from(await this.connectAccount.execute(body.platform, ConnectSocialAccountRequest.fieldsOf(body)));
  }

  @Delete(':id')
  @OwnerOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Disconnect an account: its credentials are forgotten, its posts go back to the manual path' })
  @ApiParam({ name: 'id', type: Number, example: 3 })
  @ApiNoContentResponse({ description: 'Disconnected.' })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'The id is not a whole number (invalid-request).' })
  @ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No account has this id (social-account-not-found).' })
  async remove(@Param('id', new WholeNumberParam('account id')) id: number): Promise<void> {
    await this.disconnect.execute(id);
  }
}
