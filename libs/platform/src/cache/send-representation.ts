import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentCoding, Representation } from './representation.js';

/**
 * The coding to send, by the client's Accept-Encoding: brotli, then gzip, among those it accepts with a
 * non-zero q (RFC 9110 §12.5.3); identity otherwise. Hand-parsed because it runs on every cached answer
 * and the header has one small grammar.
 */
export function preferredCoding(acceptEncoding: string | undefined, available: Readonly<Partial<Record<ContentCoding, unknown>>>): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  for (const coding of ['br', 'gzip'] as const) if (available[coding] && weight(coding) > 0) return coding;
  return 'identity';
}

/** True when the client's copy is still current (If-None-Match first; If-Modified-Since only without it). */
export function isNotModified(request: IncomingMessage, representation: Representation): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // Weak comparison (RFC 9110 §13.1.2), and any coding of the same content is the same content.
    return ifNoneMatch.split(',').some((tag) => {
      const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
      return opaque === '*' || opaque.replace(/-(br|gzip)$/, '') === representation.contentHash;
    });
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && representation.lastModified <= since;
}

/**
 * Sends a stored answer as it is: a 304 when the client has it, else the coding it prefers. Only a 2xx
 * answer is ever a 304: a client's validators are ignored for any other (RFC 9110 §13.2.1).
 */
export function sendRepresentation(request: IncomingMessage, response: ServerResponse, representation: Representation): void {
  const coding = preferredCoding(request.headers['accept-encoding'], representation.variants);
  const successful = representation.status >= 200 && representation.status < 300;
  if (successful && isNotModified(request, representation)) {
    response.writeHead(304, representation.notModifiedHeaders[coding] as string[]);
    response.end();
    return;
  }
  const variant = representation.variants[coding] ?? representation.variants.identity;
  response.writeHead(representation.status, variant.headers as string[]);
  // Node sends no body for HEAD by itself; the headers still say what a GET would get.
  response.end(variant.body);
}
