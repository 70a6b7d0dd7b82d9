import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MalformedRequest } from './request-hygiene.js';

/**
 * The errors body-parser passes on, with the fields `describeRequestReadError` reads (`type`, `limit`, `body`),
 * wrapped as Nest's adapter wraps them: a refusal here reads exactly as the same body's refusal on a Nest route.
 */
const readError = (status: 400 | 413, type: string, message: string, fields: Record<string, unknown> = {}) => {
  const cause = Object.assign(new Error(message), { type, ...fields });
  return status === 413 ? new PayloadTooLargeException(message, { cause }) : new BadRequestException(message, { cause });
};

/** Whether a Content-Type names no charset, or UTF-8: the only one read here (body-parser decodes UTF-16 and 32 too). */
export function isUtf8ContentType(contentType: string): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/**
 * A small JSON body (a beacon's few hundred bytes), read as body-parser's JSON parser reads it for the
 * routes Express serves — `limit`, `strict` (an object or an array), UTF-8 only, an empty body as `{}` —
 * and refused alike (too large, not UTF-8, not JSON, cut off). Its steps for any size, charset and
 * encoding (a stream decoder, a charset table, the content-type parsers) were a fifth of a page-view
 * beacon's time (bench/pageview-ingestion.mjs); a request this does not cover is left to Express
 * (fastPost's `takes`).
 */
export function readSmallJsonBody(message: IncomingMessage, maxBytes: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => readError(413, 'entity.too.large', 'request entity too large', { limit: maxBytes });
    if (Number(message.headers['content-length']) > maxBytes) {
      // Not read: Node discards the rest of the body once the answer is sent.
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        finish();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
      if (!isUtf8(bytes)) return reject(new MalformedRequest('The request body is not UTF-8 text.'));
      // Without a byte order mark, as body-parser's decoder gives it.
      const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      if (text.trim() === '') return resolve({});
      // strict: only an object or an array, as body-parser's JSON parser takes (its message is the first token's).
      const first = /^\s*(.)/.exec(text)?.[1];
      try {
        if (first !== '{' && first !== '[') throw new SyntaxError(`Unexpected token ${first}, the body must be a JSON object or array`);
        resolve(JSON.parse(text));
      } catch (error) {
        reject(readError(400, 'entity.parse.failed', error instanceof Error ? error.message : String(error), { body: text }));
      }
    };
    // The client went away before the body's end: nobody is left to read the answer, which says so all the same.
    const onCutOff = () => {
      finish();
      reject(readError(400, 'request.aborted', 'request aborted'));
    };
    const finish = () => {
      message.off('data', onData).off('end', onEnd).off('error', onCutOff).off('close', onCutOff);
      if (!message.complete) message.resume();
    };
    message.on('data', onData).on('end', onEnd).on('error', onCutOff).on('close', onCutOff);
  });
}
