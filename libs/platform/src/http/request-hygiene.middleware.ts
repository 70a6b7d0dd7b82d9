import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import { HttpException, HttpStatus, UnsupportedMediaTypeException, type INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { toProblemDetails } from './problem-details.filter.js';
import { PROBLEM_CONTENT_TYPE } from './problem-details.js';
import { carriesBody, findAddressProblem, findBodyProblem, findPercentEncodingProblem, MalformedRequest } from './request-hygiene.js';

// Refusals go to next(error): the platform's exception filter answers them as problem+json, as it
// answers every other error (Nest mounts it at the root, so pages, /media and /rss.xml included).

function refuseMalformedAddresses(request: Request, _response: Response, next: NextFunction): void {
  const problem = findAddressProblem(request.url);
  next(problem ? new MalformedRequest(problem) : undefined);
}

// A body-parser `verify` hook sees the raw bytes, before they are decoded with U+FFFD in place of what
// is not UTF-8. Its error keeps its 400 (body-parser makes it a 403 otherwise); the filter answers the
// MalformedRequest it wraps.
const malformedBody = (message: string): MalformedRequest => Object.assign(new MalformedRequest(message), { status: HttpStatus.BAD_REQUEST });
const isUtf8Charset = (encoding: string | null): boolean => encoding === null || encoding.toLowerCase() === 'utf-8' || encoding.toLowerCase() === 'utf8';

export function refuseInvalidUtf8(_request: IncomingMessage, _response: ServerResponse, body: Buffer, encoding: string | null): void {
  if (isUtf8Charset(encoding) && !isUtf8(body)) throw malformedBody('The request body is not UTF-8 text.');
}

function refuseMalformedForm(_request: IncomingMessage, _response: ServerResponse, body: Buffer, encoding: string | null): void {
  // The form parser would read a broken escape as it stands and bytes that are not UTF-8 as U+FFFD.
  const problem = isUtf8Charset(encoding) ? findPercentEncodingProblem(body, 'The form', { lineBreaks: true }) : null;
  if (problem) throw malformedBody(problem);
}

// Uploads are multipart and read by their route; every other body is one of the two parsed here.
const READ_BODY_TYPES = ['json', 'urlencoded', 'multipart'];

/** Requests whose text/plain body was read as JSON (FormBodyOptions.textAsJson). */
const readAsJson = new WeakSet<IncomingMessage>();

function refuseUnreadableBodies(request: Request, _response: Response, next: NextFunction): void {
  if (!carriesBody(request)) {
    next();
    return;
  }
  const type = request.is(READ_BODY_TYPES);
  if (type === false && !readAsJson.has(request)) {
    const contentType = request.headers['content-type'];
    const sent = contentType ? `sent as ${contentType}` : 'sent without a Content-Type';
    next(new UnsupportedMediaTypeException(`The request body is ${sent}, which this API does not read: send JSON (application/json) or a URL-encoded form.`));
    return;
  }
  const problem = request.body === undefined ? null : findBodyProblem(request.body);
  next(problem ? new MalformedRequest(problem.message, problem.field ? [{ field: problem.field, message: problem.message }] : []) : undefined);
}

const REQUEST_HEADER_FIELDS_TOO_LARGE = 431; // not in Nest's HttpStatus

const detailOfUnreadableHttp: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: 'The request is not well-formed HTTP: its address or a header holds a character that must be percent-encoded, or its framing is broken.',
  [HttpStatus.REQUEST_TIMEOUT]: 'The request did not arrive in time.',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request body has chunk extensions larger than this server reads.',
  [REQUEST_HEADER_FIELDS_TOO_LARGE]: 'The request address or headers are larger than this server reads.',
};

const statusOfParserError = (code: string | undefined): number =>
  code === 'HPE_HEADER_OVERFLOW'
    ? REQUEST_HEADER_FIELDS_TOO_LARGE
    : code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? HttpStatus.REQUEST_TIMEOUT
      : code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? HttpStatus.PAYLOAD_TOO_LARGE
        : HttpStatus.BAD_REQUEST;

/**
 * Requests Node's HTTP parser refuses (a raw NUL or space in the address, an oversize header) never
 * reach Express: Node answers them with an empty 400 or 431. Answered here as problem+json instead,
 * under the same rule Node follows: only while no response of this connection has begun.
 */
function answerUnparseableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own handler reads the same private field: a response already started must not be corrupted.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = statusOfParserError(error.code);
    const body = JSON.stringify(toProblemDetails(new HttpException(detailOfUnreadableHttp[status], status)));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * Refuses, as a 400 problem+json, every request whose address cannot be read (see `findAddressProblem`),
 * and answers what Node's parser refuses the same way. Call it before any other middleware.
 */
export function useRequestHygiene(app: INestApplication): void {
  answerUnparseableRequests(app.getHttpServer());
  app.use(refuseMalformedAddresses);
}

export interface FormBodyOptions {
  readonly limit: string;
  /** Routes (path prefixes) whose JSON bodies may be larger than a form's, such as an article's markdown. */
  readonly largerJson?: { readonly paths: readonly string[]; readonly limit: string };
  /**
   * Routes (Express paths, `/api/episodes/:id/audio`) that stream their body themselves, such as an
   * upload read by MediaUploads: no parser reads it and no check refuses its type, whatever it is.
   */
  readonly streamedUploads?: readonly string[];
  /**
   * Routes (path prefixes) whose text/plain bodies are read as JSON: navigator.sendBeacon sends a string as
   * text/plain, so a page-view beacon needs no CORS preflight; Amazon SNS posts its JSON messages as
   * text/plain. Every other route still refuses it (415). A route given with its own `limit` reads that
   * much, as text/plain and as JSON.
   */
  readonly textAsJson?: readonly (string | { readonly path: string; readonly limit: string })[];
}

/** Runs `middleware` on every request but those of the streamed upload routes, which `streamed` holds. */
const unlessStreamed =
  (streamed: WeakSet<IncomingMessage>, middleware: (request: Request, response: Response, next: NextFunction) => void) =>
  (request: Request, response: Response, next: NextFunction): void =>
    streamed.has(request) ? next() : middleware(request, response, next);

/**
 * The body parsers (JSON and URL-encoded forms, up to `limit`), then the checks of what they parsed:
 * bytes that are not UTF-8, broken escapes, strings no text may hold, nesting past MAX_BODY_DEPTH,
 * a body of a type nothing reads (415). Each refusal is a 4xx problem+json naming the field if it can.
 */
export function useFormBodyParsers(app: INestApplication, options: FormBodyOptions): void {
  // Express's parsers rather than app.useBodyParser, which reserves `verify` for Nest's rawBody option.
  // A body read by the larger parser is not read again: the parsers skip a request already read.
  const streamed = new WeakSet<IncomingMessage>();
  if (options.streamedUploads?.length) {
    app.use([...options.streamedUploads], (request: Request, _response: Response, next: NextFunction) => {
      streamed.add(request);
      next();
    });
  }
  if (options.largerJson) app.use([...options.largerJson.paths], unlessStreamed(streamed, express.json({ limit: options.largerJson.limit, verify: refuseInvalidUtf8 })));
  for (const route of options.textAsJson ?? []) {
    const { path, limit, type } = typeof route === 'string' ? { path: route, limit: options.limit, type: 'text/plain' } : { ...route, type: ['text/plain', 'json'] };
    app.use(path, express.json({ limit, type, verify: refuseInvalidUtf8 }), (request: Request, _response: Response, next: NextFunction) => {
      if (request.is('text/plain')) readAsJson.add(request);
      next();
    });
  }
  app.use(unlessStreamed(streamed, express.json({ limit: options.limit, verify: refuseInvalidUtf8 })));
  app.use(unlessStreamed(streamed, express.urlencoded({ limit: options.limit, extended: false, verify: refuseMalformedForm })));
  app.use(unlessStreamed(streamed, refuseUnreadableBodies));
}
