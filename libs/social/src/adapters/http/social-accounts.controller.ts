import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Res, type PipeTransform } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiFoundResponse, ApiSeeOtherResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InvalidRequest, OwnerOnly, ProblemDetailsResponse, Public, WholeNumberParam } from '@harmony/platform';
import { ConnectSocialAccount, DisconnectSocialAccount, ListSocialAccounts, OAuthConnection } from '../../application/index.js';
import { DomainError } from '@harmony/platform/domain';
import { isOAuthPlatform, OAUTH_PLATFORMS, PLATFORM_NAMES, type OAuthPlatform } from '../../domain/index.js';

/** PUBLIC_URL, which the OAuth networks call back on. */
export const SOCIAL_PUBLIC_URL = Symbol('SOCIAL_PUBLIC_URL');
const SCREEN = '/admin/social-accounts';

/** A callback's platform: one of the networks that sign in, else a 400 (nothing to send the owner back to). */
class SignInPlatform implements PipeTransform<string, OAuthPlatform> {
  transform(value: string): OAuthPlatform {
    if (isOAuthPlatform(value)) return value;
    const message = `The platform must be one of: ${OAUTH_PLATFORMS.join(', ')}.`;
    throw new InvalidRequest(message, [{ field: 'platform', message }]);
  }
}
import { ConnectSocialAccountRequest, SignInCallbackQuery, SocialAccountResponse, SocialAccountsResponse } from './social-account.dtos.js';

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
    private readonly oauth: OAuthConnection,
    @Inject(SOCIAL_PUBLIC_URL) private readonly publicUrl: string,
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

  @Get(':platform/connect')
  @OwnerOnly()
  @ApiOperation({ summary: "Start connecting X through its own sign-in: answers 302 to the network's authorize page (OAuth 2 with PKCE)" })
  @ApiParam({ name: 'platform', example: 'twitter' })
  @ApiFoundResponse({ description: "To the network's authorize page; it sends the owner back to the callback." })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Not an OAuth network, not available in this version, or its app credentials are not set (social-oauth-not-offered: what to set).' })
  async startSignIn(@Param('platform') platform: string, @Res() response: Response): Promise<void> {
    response.redirect(HttpStatus.FOUND, await this.oauth.start(platform, this.publicUrl));
  }

  @Get(':platform/callback')
  // Public: the network sends the owner back from its own site, and the session cookie (SameSite=Strict) does not
  // come along on that navigation. What proves the sign-in is the state: random, kept (hashed) by the owner's
  // own `connect`, taken once, ten minutes at most; a callback without one connects nothing.
  @Public()
  @ApiOperation({
    summary: "Where the network sends the owner back: the account is connected, then 303 to the Social accounts screen",
    description: 'Always a 303 to /admin/social-accounts: `?connected={platform}` once stored, `?error={sentence}` when the sign-in was cancelled, expired, used twice or refused by the network.',
  })
  @ApiParam({ name: 'platform', enum: OAUTH_PLATFORMS, example: 'twitter' })
  @ApiSeeOtherResponse({ description: 'To /admin/social-accounts with `connected` or `error`.' })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Not a network that signs in, or a query no network sends (a parameter twice, unknown, or too long): invalid-request.' })
  async signedIn(@Param('platform', SignInPlatform) platform: OAuthPlatform, @Query() query: SignInCallbackQuery, @Res() response: Response): Promise<void> {
    try {
      const account = await this.oauth.complete(platform, { code: query.code, state: query.state, error: query.error }, this.publicUrl);
      response.redirect(HttpStatus.SEE_OTHER, `${SCREEN}?connected=${encodeURIComponent(account.platform)}`);
    } catch (error) {
      // The owner is on the network's page, not in a fetch: the screen says what happened.
      if (!(error instanceof DomainError)) throw error;
      const name = PLATFORM_NAMES[platform];
      response.redirect(HttpStatus.SEE_OTHER, `${SCREEN}?error=${encodeURIComponent(error.message || `${name} could not be connected.`)}`);
    }
  }
}
