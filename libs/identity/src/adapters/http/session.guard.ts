import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForeignOrigin, foreignOriginOf, FormToOwnerRoute, PUBLIC_ROUTE, sendsUrlEncodedForm } from '@harmony/platform';
import { CurrentSession } from '../../application/index.js';
import { NotSignedIn } from '../../domain/index.js';
import { sessionTokenOf } from './session-cookie.js';

/** PUBLIC_URL's origin (IdentityConfig.publicOrigin), which back-office changes may come from. */
export const PUBLIC_ORIGIN = Symbol('PUBLIC_ORIGIN');

/**
 * The one global guard: a route opens without a session only when marked @Public(); every other
 * route, including any added later and not marked, answers 401 to a request without the owner's session,
 * 403 to a change sent from another origin (foreignOriginOf) and 415 to a URL-encoded form.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly currentSession: CurrentSession,
    @Inject(PUBLIC_ORIGIN) private readonly publicOrigin: string | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request>();
    // Before the session: a change from another origin is refused whether or not the browser sent the cookie.
    const sentFrom = foreignOriginOf(request, this.publicOrigin);
    if (sentFrom) throw new ForeignOrigin(sentFrom);
    const session = await this.currentSession.execute(sessionTokenOf(request));
    if (!session) throw new NotSignedIn();
    if (sendsUrlEncodedForm(request)) throw new FormToOwnerRoute();
    return true;
  }
}
