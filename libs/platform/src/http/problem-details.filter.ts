import { STATUS_CODES, type ServerResponse } from 'node:http';
import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { describeRequestReadError } from './request-read-errors.js';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from './problem-details.js';
import { PRIVATE_CACHE_CONTROL } from '../cache/public-reads.js';

const statusOfKind: Record<DomainErrorKind, number> = {
  'invalid-input': HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'rule-violated': HttpStatus.UNPROCESSABLE_ENTITY,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'unsupported-type': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

// Nest's enum lacks a few statuses Node answers (431), so Node's reason phrases fill in.
const nameOfStatus = (status: number): string => HttpStatus[status] ?? STATUS_CODES[status]?.toUpperCase().replace(/[^A-Z]+/g, '_') ?? 'ERROR';

const titleOfStatus = (status: number): string =>
  nameOfStatus(status)
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const codeOfStatus = (status: number): string => nameOfStatus(status).toLowerCase().replaceAll('_', '-');

/** The one place where failures become HTTP: domain errors by kind, framework errors by status. */
export function toProblemDetails(error: unknown, instance?: string): ProblemDetails {
  if (error instanceof DomainError) {
    const status = statusOfKind[error.kind];
    return {
      type: `/problems/${error.code}`,
      title: titleOfStatus(status),
      status,
      detail: error.message,
      code: error.code,
      instance,
      ...(error.fieldErrors.length ? { errors: error.fieldErrors } : {}),
    };
  }
  // Nest wraps what Express middleware passes on (a body-parser `verify` refusal, a parse error).
  if (error instanceof HttpException && error.cause instanceof DomainError) return toProblemDetails(error.cause, instance);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const detail = describeRequestReadError(error.cause) ?? (Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : error.message);
    return { type: 'about:blank', title: titleOfStatus(status), status, detail, code: codeOfStatus(status), instance };
  }
  const status = HttpStatus.INTERNAL_SERVER_ERROR;
  return { type: 'about:blank', title: titleOfStatus(status), status, detail: 'Something went wrong on our side. Please try again later.', code: 'internal-error', instance };
}

// The filter's name, as its log lines have always said.
const logger = new Logger('ProblemDetailsFilter');

/**
 * Answers an error as problem+json, logging a server error: every route's, Nest's and plain Express ones
 * alike, and a request answered ahead of Express (a plain Node response).
 */
export function answerProblem(error: unknown, instance: string | undefined, response: ServerResponse): void {
  const problem = toProblemDetails(error, instance);
  if (problem.status >= 500) logger.error(error instanceof Error ? error.stack ?? error.message : String(error));
  if (response.headersSent) return;
  const body = JSON.stringify(problem);
  response.writeHead(problem.status, {
    'Content-Type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    // An error describes this request only: no cache, shared or private, may keep it.
    'Cache-Control': PRIVATE_CACHE_CONTROL,
  });
  response.end(body);
}

/**
 * The same answer as Express error middleware, for an Express app without Nest (a library's HTTP adapter
 * under test). In the API, plain Express routes pass errors to `next` and Nest's own handler brings them to
 * ProblemDetailsFilter.
 */
export function problemDetailsErrorHandler(error: unknown, request: Request, response: Response, _next: NextFunction): void {
  answerProblem(error, request.originalUrl, response);
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    answerProblem(error, http.getRequest<Request>().originalUrl, http.getResponse<Response>());
  }
}
