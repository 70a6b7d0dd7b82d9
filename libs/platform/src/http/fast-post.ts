import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { ArgumentMetadata, Type } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { clientAddress, clientAddressOf, hostnameOf } from './client-address.js';
import { answerProblem } from './problem-details.filter.js';
import { problemRateLimit, type ProblemRateLimitOptions } from './problem-rate-limit.js';
import { findBodyProblem, MalformedRequest } from './request-hygiene.js';
import { isUtf8ContentType, readSmallJsonBody } from './small-json-body.js';
import { createValidationPipe } from './validation.js';

/** Who sent a fast POST, as Express would tell it under the app's `trust proxy` setting. */
export interface PostClient {
  /** Express's `request.ip` (clientAddress). */
  readonly address: string;
  /** Express's `request.hostname`: the host the client asked for, without a port. */
  readonly hostname: string;
  readonly userAgent: string;
}

/** The PostClient of a request Express serves (the route's Nest controller): what fastPost tells its `handle`. */
export const postClientOf = (request: Request): PostClient => ({ address: clientAddress(request), hostname: request.hostname, userAgent: request.headers['user-agent'] ?? '' });

export interface FastPostOptions<Body> {
  /** The largest body read, in bytes: a larger one is refused with 413. */
  readonly maxBytes: number;
  /** Also read a text/plain body as JSON: navigator.sendBeacon sends a string that way. */
  readonly textAsJson?: boolean;
  /** The route's rate limit, counted in the same store as its Nest route's (problemRateLimit). */
  readonly rateLimit?: Omit<ProblemRateLimitOptions, 'clientOf'>;
  /** The body's class, validated by the app's validation pipe as Nest would validate it. */
  readonly body: Type<Body>;
  /** The work; the answer is 204. */
  readonly handle: (body: Body, client: PostClient) => Promise<void>;
}

/** What the composition root needs of Nest's Express adapter: the Express app and its mapping of Express errors. */
export interface ExpressHost {
  getInstance(): Express;
  mapException(error: unknown): unknown;
}

/** A POST answered ahead of Express, made for an app by `serveFastPosts`. */
export interface FastPost {
  /** Whether it answers this POST of its path: one with a body it reads. Any other goes to Express. */
  takes(message: IncomingMessage): boolean;
  serve(message: IncomingMessage, response: ServerResponse): void;
}

// Only Node's own request and response members are used by express-rate-limit with a key and a refusal of
// ours: the casts give it the Express types it is declared with.
const asExpress = (message: IncomingMessage, response: ServerResponse) => [message as Request, response as Response] as const;

/**
 * One hot public POST answered before Express sees it, the way `cachedJsonReads` answers hot reads early:
 * with the parts its Nest route uses (the rate limit and its store, the body checks, the validation pipe),
 * the body read as its JSON parser reads it (readSmallJsonBody), and errors answered as problem+json as the
 * platform's filter answers them. Express's own pipeline (its request and response prototypes swapped in, the router,
 * helmet, the hygiene checks) cost the page-view beacon half of its time (bench/pageview-ingestion.mjs):
 * a request it takes needs none of them, being a POST of one fixed address whose answer is a bare 204.
 * Every other request, a query string, another content type or charset and a compressed body included, goes
 * to Express and the route's Nest controller, which answers alike.
 */
export function fastPost<Body>(options: FastPostOptions<Body>): (host: ExpressHost) => FastPost {
  const types = options.textAsJson ? ['application/json', 'text/plain'] : ['application/json'];
  const pipe = createValidationPipe();
  const metadata: ArgumentMetadata = { type: 'body', metatype: options.body };

  const takes = (message: IncomingMessage): boolean => {
    // A compressed body goes the long way: Express's parsers inflate it and answer what does not inflate.
    const encoding = message.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
    const contentType = message.headers['content-type'] ?? '';
    return types.includes(contentType.split(';', 1)[0]!.trim().toLowerCase()) && isUtf8ContentType(contentType);
  };

  return (host) => {
    const app = host.getInstance();
    const limit = options.rateLimit && problemRateLimit({ ...options.rateLimit, clientOf: (message) => clientAddressOf(message, app) });
    const fail = (error: unknown, message: IncomingMessage, response: ServerResponse) => answerProblem(host.mapException(error), message.url, response);

    const answer = async (message: IncomingMessage, response: ServerResponse): Promise<void> => {
      const body = await readSmallJsonBody(message, options.maxBytes);
      const problem = findBodyProblem(body);
      if (problem) throw new MalformedRequest(problem.message, problem.field ? [{ field: problem.field, message: problem.message }] : []);
      const valid = (await pipe.transform(body, metadata)) as Body;
      await options.handle(valid, { address: clientAddressOf(message, app), hostname: hostnameOf(message, app), userAgent: message.headers['user-agent'] ?? '' });
      response.writeHead(204).end();
    };

    return {
      takes,
      serve: (message, response) => {
        const [request, expressResponse] = asExpress(message, response);
        const read: NextFunction = (refusal?: unknown) => {
          if (refusal) return fail(refusal, message, response);
          answer(message, response).catch((error: unknown) => fail(error, message, response));
        };
        if (limit) void limit(request, expressResponse, read);
        else read();
      },
    };
  };
}

/**
 * Puts `posts` (by their whole path, "/api/analytics/pageview") in front of the app's own request listener:
 * a POST of exactly one of those addresses that its post takes is answered by it; every other request,
 * a query string included, goes to Express as before. Call it once, when the app is made (Nest has made
 * its server).
 */
export function serveFastPosts(server: Server, host: ExpressHost, posts: Readonly<Record<string, (host: ExpressHost) => FastPost>>): void {
  const served = new Map(Object.entries(posts).map(([path, post]) => [path, post(host)]));
  const rest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (message: IncomingMessage, response: ServerResponse) => {
    const post = message.method === 'POST' ? served.get(message.url ?? '') : undefined;
    if (post?.takes(message)) post.serve(message, response);
    else for (const listener of rest) listener.call(server, message, response);
  });
}
