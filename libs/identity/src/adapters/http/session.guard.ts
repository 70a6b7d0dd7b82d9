import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { PUBLIC_ROUTE } from '@harmony/platform';
import { CurrentSession } from '../../application/index.js';
import { NotSignedIn } from '../../domain/index.js';
import { sessionTokenOf } from './session-cookie.js';

/**
 * The one global guard: a route opens without a session only when marked @Public(); every other
 * route, including any added later and not marked, answers 401 to a request without the owner's session.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly currentSession: CurrentSession,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()])) return true;
    const session = await this.currentSession.execute(sessionTokenOf(context.switchToHttp().getRequest<Request>()));
    if (!session) throw new NotSignedIn();
    return true;
  }
}
