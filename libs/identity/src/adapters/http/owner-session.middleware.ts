import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminLoginPath } from '@harmony/site-config';
import { toProblemDetails } from '@harmony/platform';
import type { CurrentSession } from '../../application/index.js';
import { NotSignedIn } from '../../domain/index.js';
import { sessionTokenOf } from './session-cookie.js';

/**
 * The owner's session, for pages served outside Nest's routing (the queue dashboard): the same check
 * as the global SessionGuard. Without a session a browser is sent to the login; anything else gets
 * the guard's 401 problem+json.
 */
export function requireOwnerSession(currentSession: CurrentSession): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
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
