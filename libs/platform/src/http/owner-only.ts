import { applyDecorators, Header } from '@nestjs/common';
import { ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PRIVATE_CACHE_CONTROL } from '../cache/public-reads.js';
import { ProblemDetailsResponse } from './problem-details.response.js';

/**
 * A back-office route: open only with the owner's session, as every route not marked @Public() is
 * (the guard is global). Marks its answers `private, no-store`, so no cache keeps them, and documents
 * the 401 a request without the session gets.
 */
export const OwnerOnly = (): MethodDecorator =>
  applyDecorators(Header('Cache-Control', PRIVATE_CACHE_CONTROL), ApiUnauthorizedResponse({ type: ProblemDetailsResponse, description: "No owner's session (code not-signed-in)." }));
