import type { FieldError } from '../domain/domain-error.js';

/** RFC 9457 body every error of the API answers with. */
export interface ProblemDetails {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly instance?: string;
  readonly errors?: readonly FieldError[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
