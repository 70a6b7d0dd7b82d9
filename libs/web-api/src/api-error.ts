import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** The error every endpoint of the api yields: the SPEC's `status: detail` message plus what the server said. */
export interface ApiError {
  /** HTTP status, or RTK Query's marker when there was no usable HTTP answer. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** The problem+json `code` (a domain error's stable code), when the server sent one. */
  code?: string;
  /** The problem+json `errors` (one per invalid form field), when the server sent them. */
  fieldErrors?: FieldError[];
}

/** One invalid field of a submitted form, as problem+json `errors` lists it. */
export interface FieldError {
  field: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const fieldErrorsOf = (body: unknown): FieldError[] =>
  isRecord(body) && Array.isArray(body.errors)
    ? body.errors.filter((error): error is FieldError => isRecord(error) && typeof error.field === 'string' && typeof error.message === 'string').map(({ field, message }) => ({ field, message }))
    : [];

/**
 * The one rule turning a non-2xx answer into a message (SPEC §8, ARCHITECTURE §8):
 * `status: detail` from a problem+json body, else `status: body text`, else `status: status text`.
 */
export function httpErrorMessage(status: number, body: unknown, statusText = ''): string {
  let detail = '';
  if (isRecord(body) && typeof body.detail === 'string' && body.detail.trim()) detail = body.detail.trim();
  else if (typeof body === 'string') detail = body.trim();
  else if (body !== null && body !== undefined) detail = JSON.stringify(body);
  if (!detail) detail = statusText.trim();
  return detail ? `${status}: ${detail}` : String(status);
}

/** Maps what fetchBaseQuery reports to an ApiError; `response` supplies the status text. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  switch (error.status) {
    case 'PARSING_ERROR':
      // A non-JSON body under a JSON content type: the raw text is still the best detail.
      return { status: error.originalStatus, message: httpErrorMessage(error.originalStatus, error.data, response?.statusText) };
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { status: error.status, message: error.error };
    default: {
      const code = isRecord(error.data) && typeof error.data.code === 'string' ? error.data.code : undefined;
      const fieldErrors = fieldErrorsOf(error.data);
      return {
        status: error.status,
        message: httpErrorMessage(error.status, error.data, response?.statusText),
        ...(code ? { code } : {}),
        ...(fieldErrors.length ? { fieldErrors } : {}),
      };
    }
  }
}

/** Narrowing helper for components: the message of an api error, or undefined. */
export function apiErrorMessage(error: unknown): string | undefined {
  return isRecord(error) && typeof error.message === 'string' ? error.message : undefined;
}

/**
 * What the server said, without the status in front: a problem+json `detail` as written for people, for a
 * screen that shows the sentence alone ("This link has expired…") rather than the `status: detail` message.
 */
export function apiErrorDetail(error: unknown): string | undefined {
  const message = apiErrorMessage(error);
  if (message === undefined || !isRecord(error) || typeof error.status !== 'number') return message;
  const prefix = `${error.status}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/** Whether an api error is the server's 404: the thing asked for does not exist (as opposed to failing to load). */
export function isApiNotFound(error: unknown): boolean {
  return isRecord(error) && error.status === 404;
}

/** Whether an api error is the server's 401: the request had no (valid) session, or the password was wrong. */
export function isApiUnauthorized(error: unknown): boolean {
  return isRecord(error) && error.status === 401;
}

/** The server's field errors of an api error (problem+json `errors`), or none. */
export function apiFieldErrors(error: unknown): FieldError[] {
  return isRecord(error) && Array.isArray(error.fieldErrors) ? (error.fieldErrors as FieldError[]) : [];
}

/**
 * What the server said refusing a request, as a form shows it (`formSubmitter` of @harmony/ui takes this
 * reader): its message, and the fields it named.
 */
export function apiRefusal(error: unknown): { message: string | undefined; fieldErrors: FieldError[] } {
  return { message: apiErrorMessage(error), fieldErrors: apiFieldErrors(error) };
}
