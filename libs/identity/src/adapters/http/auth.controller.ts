import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { PRIVATE_CACHE_CONTROL, ProblemDetailsResponse, Public } from '@harmony/platform';
import { CurrentSession, SignIn, SignOut } from '../../application/index.js';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.js';

export class LoginRequest {
  // Optional here so a missing password gets the form's message ("Password is required"), not a type error.
  @ApiProperty({ example: 'correct horse battery staple' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;
}

export class SessionState {
  @ApiProperty({ example: true }) authenticated!: boolean;
}

/** Where the cookie flags come from (IdentityModule provides it from the identity config). */
export const SECURE_COOKIES = Symbol('SECURE_COOKIES');

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signIn: SignIn,
    private readonly signOut: SignOut,
    private readonly currentSession: CurrentSession,
    @Inject(SECURE_COOKIES) private readonly secureCookies: boolean,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Sign in with the owner's password: sets the HttpOnly session cookie" })
  @ApiOkResponse({ type: SessionState })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'No password (code invalid-login).' })
  @ApiUnauthorizedResponse({ type: ProblemDetailsResponse, description: 'Wrong password (code wrong-password).' })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: '10 failed sign-ins from one address in 15 minutes.' })
  async login(@Body() body: LoginRequest, @Res({ passthrough: true }) response: Response): Promise<SessionState> {
    const { token, expiresAt } = await this.signIn.execute({ password: body.password ?? '' });
    setSessionCookie(response, token, expiresAt, this.secureCookies);
    return { authenticated: true };
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign out: ends the session on the server and clears the cookie' })
  @ApiOkResponse({ type: SessionState })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionState> {
    const token = sessionTokenOf(request);
    if (token) await this.signOut.execute(token);
    clearSessionCookie(response, this.secureCookies);
    return { authenticated: false };
  }

  @Get('session')
  @ApiOperation({ summary: 'Whether this browser is signed in (the UI asks; the server decides every request itself)' })
  @ApiOkResponse({ type: SessionState })
  async session(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionState> {
    response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return { authenticated: (await this.currentSession.execute(sessionTokenOf(request))) !== null };
  }
}
