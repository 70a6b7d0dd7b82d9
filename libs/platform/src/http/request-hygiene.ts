import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { DomainError, type FieldError } from '../domain/domain-error.js';

/**
 * A request whose bytes no handler can read: a broken percent-encoding, text that is not UTF-8, a NUL
 * or control character, a `..` segment, a body nested without end. Refused before any route sees it,
 * because a route would fail on it later in a way that reads as our fault (the database refuses a NUL
 * with a 500) or store it as it is (a lone surrogate becomes U+FFFD).
 */
export class MalformedRequest extends DomainError {
  readonly code = 'malformed-request';
  readonly kind = 'invalid-input' as const;

  constructor(message: string, fieldErrors: readonly FieldError[] = []) {
    super(message, fieldErrors);
  }
}

/**
 * Whether the request carries a body. `Content-Length: 0` is none: fetch sends it for a POST without
 * one (type-is counts it as a body, so its missing Content-Type would be refused).
 */
export const carriesBody = (request: Pick<IncomingMessage, 'headers'>): boolean =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Forms nest two levels (an object of arrays); this leaves room for any JSON a person's form sends. */
export const MAX_BODY_DEPTH = 32;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const PERCENT = 0x25;

const codePoint = (unit: number): string => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * What in this text no field or name can hold, worded for a person, or null: a NUL or other control
 * character (tab and line breaks allowed where a textarea puts them), or half of a UTF-16 surrogate
 * pair, which no UTF-8 database or mail server can store.
 */
export function findUnreadableCharacter(text: string, options: { lineBreaks: boolean }): string | null {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1;
    } else if (isHighSurrogate(unit) || isLowSurrogate(unit)) {
      return `a broken character (half of a UTF-16 surrogate pair, ${codePoint(unit)})`;
    } else if (unit === 0) {
      return 'a NUL character (U+0000)';
    } else if ((unit < 0x20 || unit === DELETE) && !(options.lineBreaks && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN))) {
      return `a control character (${codePoint(unit)})`;
    }
  }
  return null;
}

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

/** The bytes percent-encoded text stands for, or where an escape is broken (a % without two hex digits). */
function percentDecode(encoded: Uint8Array): { readonly bytes: Buffer } | { readonly brokenAt: number } {
  const bytes = Buffer.alloc(encoded.length);
  let length = 0;
  for (let index = 0; index < encoded.length; index += 1) {
    if (encoded[index] === PERCENT) {
      const high = hexValue(encoded[index + 1]);
      const low = hexValue(encoded[index + 2]);
      if (high < 0 || low < 0) return { brokenAt: index };
      bytes[length++] = high * 16 + low;
      index += 2;
    } else {
      bytes[length++] = encoded[index];
    }
  }
  return { bytes: bytes.subarray(0, length) };
}

/**
 * Why percent-encoded text (a query string, a URL-encoded form) cannot be read, or null: an escape
 * without two hex digits, bytes that are not UTF-8, or a character no text may hold. `part` names the
 * text in the message ("The query string", "The form").
 */
export function findPercentEncodingProblem(encoded: Uint8Array, part: string, options: { lineBreaks: boolean }): string | null {
  const decoded = percentDecode(encoded);
  if ('brokenAt' in decoded) {
    const hexDigits = [1, 2].findIndex((offset) => hexValue(encoded[decoded.brokenAt + offset]) < 0);
    const escape = Buffer.from(encoded.subarray(decoded.brokenAt, decoded.brokenAt + 1 + hexDigits)).toString('latin1');
    return `${part} has a broken percent-encoding ("${escape}"): a % must be followed by two hexadecimal digits.`;
  }
  if (!isUtf8(decoded.bytes)) return `${part} has percent-encoded bytes that are not UTF-8 text.`;
  const unreadable = findUnreadableCharacter(decoded.bytes.toString('utf8'), options);
  return unreadable ? `${part} contains ${unreadable}, which is not allowed.` : null;
}

const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';
const DOT_SEGMENT_PROBLEM = 'The address path contains a "." or ".." segment or an encoded slash, which no page or file here is named with.';
/** Unreserved and sub-delimiter characters only: no escape, no backslash, nothing that must be encoded. */
const PLAIN_TARGET = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*$/;
const PLAIN_DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * Why a request target (the path and query as sent on the request line) cannot be read, or null.
 * Beyond what `findPercentEncodingProblem` refuses: characters that must be percent-encoded but were
 * sent raw, and in the path `.`/`..` segments or encoded slashes, which name no page or file here
 * and only ever come from attempts to climb out of a folder.
 */
export function findAddressProblem(target: string): string | null {
  // Almost every address: nothing escaped, nothing to decode. One regular expression instead of the walk below.
  if (PLAIN_TARGET.test(target)) {
    const queryStart = target.indexOf('?');
    return PLAIN_DOT_SEGMENT.test(queryStart < 0 ? target : target.slice(0, queryStart)) ? DOT_SEGMENT_PROBLEM : null;
  }
  for (let index = 0; index < target.length; index += 1) {
    const unit = target.charCodeAt(index);
    if (unit <= 0x20 || unit >= DELETE) {
      const what = unit === 0x20 ? 'a space' : unit < 0x20 || unit === DELETE ? `a control character (${codePoint(unit)})` : `a character outside ASCII (${codePoint(unit)})`;
      return `The address contains ${what} that must be percent-encoded.`;
    }
  }
  const queryStart = target.indexOf('?');
  const path = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = queryStart < 0 ? '' : target.slice(queryStart + 1);
  const pathProblem = findPercentEncodingProblem(Buffer.from(path, 'latin1'), 'The address path', { lineBreaks: false });
  if (pathProblem) return pathProblem;
  // Every escape is now well-formed UTF-8, so each segment decodes.
  const segments = path.split('/').map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => isDotSegment(segment) || segment.includes('/') || segment.includes('\\'))) {
    return DOT_SEGMENT_PROBLEM;
  }
  // No query here carries free text, and a line break in one is only ever a header-injection attempt.
  return findPercentEncodingProblem(Buffer.from(query, 'latin1'), 'The query string', { lineBreaks: false });
}

/** Why a parsed request body cannot be taken, or null: nested too deep, or a string (or name) no text may hold. */
export interface BodyProblem {
  readonly message: string;
  /** The field holding the bad text (`email`, `tags[1]`, `address.city`), when there is one to name. */
  readonly field?: string;
}

export function findBodyProblem(body: unknown): BodyProblem | null {
  return walkBody(body, '', 0);
}

function walkBody(value: unknown, field: string, depth: number): BodyProblem | null {
  if (typeof value === 'string') {
    const unreadable = findUnreadableCharacter(value, { lineBreaks: true });
    if (!unreadable) return null;
    return field ? { field, message: `${field} contains ${unreadable}, which text cannot hold.` } : { message: `The request body contains ${unreadable}, which text cannot hold.` };
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return { message: `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.` };
  if (!Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      const unreadable = findUnreadableCharacter(key, { lineBreaks: false });
      if (unreadable) return { message: `A field name in the request body contains ${unreadable}, which is not allowed.` };
    }
  }
  const children = Array.isArray(value)
    ? value.map((item: unknown, index) => [`${field}[${index}]`, item] as const)
    : Object.entries(value).map(([key, item]) => [field ? `${field}.${key}` : key, item] as const);
  for (const [path, item] of children) {
    const problem = walkBody(item, path, depth + 1);
    if (problem) return problem;
  }
  return null;
}
