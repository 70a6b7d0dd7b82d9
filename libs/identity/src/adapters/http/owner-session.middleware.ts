import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminLoginPath } from '@harmony/site-config';
import { ForeignOrigin, foreignOriginOf, toProblemDetails } from '@harmony/platform';
import type { CurrentSession } from '../../application/index.js';
import { NotSignedIn } from '../../domain/index.js';
import { sessionTokenOf } from './session-cookie.js';

/**
 * The owner's session, for pages served outside Nest's routing (the queue dashboard): the same checks
 * as the global SessionGuard. A change sent from another origin gets its 403; without a session a
 * browser is sent to the login, anything else gets the guard's 401 problem+json.
 */
export function requireOwnerSession(currentSession: CurrentSession, publicOrigin: string | null): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const sentFrom = foreignOriginOf(request, publicOrigin);
    if (sentFrom) {
      next(new ForeignOrigin(sentFrom));
      return;
    }
    currentSession.execute(sessionTokenOf(request)).then(
      (session) => {
        if (session) return next();
        response.setHeader('Cache-Control', 'private, no-store');
        if (request.method === 'GET' && request.accepts(['html', 'json']) === 'html') return response.redirect(303, adminLoginPath);
        const problem = toProblemDetails(new NotSignedIn(), request.originalUrl);
        response.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
      },
      (error: unknown) => next(error),
    );
  };
}
