import type { ArgumentMetadata, Type } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { findBodyProblem, MalformedRequest } from './request-hygiene.js';
import { refuseInvalidUtf8 } from './request-hygiene.middleware.js';
import { createValidationPipe } from './validation.js';

export interface FastPostOptions<Body> {
  /** The largest body read, as the body parsers' `limit` ("32kb"). */
  readonly limit: string;
  /** Also read a text/plain body as JSON: navigator.sendBeacon sends a string that way. */
  readonly textAsJson?: boolean;
  /** What runs first on every request this takes (a rate limit). */
  readonly before?: RequestHandler;
  /** The body's class, validated by the app's validation pipe as Nest would validate it. */
  readonly body: Type<Body>;
  /** The work; the answer is 204. */
  readonly handle: (body: Body, request: Request) => Promise<void>;
}

/**
 * One hot public POST answered before compression, the body parsers and Nest's router, the way
 * `cachedJsonReads` answers hot reads: with the same parts they use (the JSON parser and its UTF-8
 * check, the body checks, the validation pipe) and errors passed to next(), which the platform's filter
 * answers as problem+json. Nest's pipeline costs as much as a page-view beacon's own work. Mount it on
 * the route's path; it takes only a POST of that exact path with a JSON (or text/plain) body and leaves
 * every other request to the route's Nest controller, which answers alike.
 */
export function fastPost<Body>(options: FastPostOptions<Body>): RequestHandler {
  const types = options.textAsJson ? ['json', 'text/plain'] : ['json'];
  const parse = express.json({ limit: options.limit, type: types.map((type) => (type === 'json' ? 'application/json' : type)), verify: refuseInvalidUtf8 });
  const pipe = createValidationPipe();
  const metadata: ArgumentMetadata = { type: 'body', metatype: options.body };
  const before = options.before ?? ((_request: Request, _response: Response, next: NextFunction) => next());

  const serve = async (request: Request, response: Response): Promise<void> => {
    const problem = findBodyProblem(request.body);
    if (problem) throw new MalformedRequest(problem.message, problem.field ? [{ field: problem.field, message: problem.message }] : []);
    await options.handle((await pipe.transform(request.body, metadata)) as Body, request);
    response.status(204).end();
  };

  return (request, response, next) => {
    const exactPath = request.url === '/' || request.url.startsWith('/?');
    if (request.method !== 'POST' || !exactPath || !request.is(types)) {
      next();
      return;
    }
    before(request, response, (refusal?: unknown) => {
      if (refusal) return next(refusal);
      parse(request, response, (unreadable?: unknown) => (unreadable ? next(unreadable) : serve(request, response).catch(next)));
    });
  };
}
