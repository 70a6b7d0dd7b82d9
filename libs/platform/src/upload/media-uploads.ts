import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { fileTypeFromFile } from 'file-type';
import { MalformedRequest } from '../http/request-hygiene.js';
import type { MediaStorage } from '../storage/media-storage.js';
import { EmptyUpload, UnsupportedUploadType, UploadTooLarge } from './upload.errors.js';
import { MEGABYTE, type UploadFormat, type UploadPolicy } from './upload-policy.js';

export interface UploadOptions {
  readonly policy: UploadPolicy;
  /**
   * The form field holding the file when the body is multipart/form-data (other files are skipped).
   * Every error names it, so a form shows the message beside its file input.
   */
  readonly field: string;
  /** The storage key less its end: the file is stored as `{keyPrefix}-{random}.{extension of its format}`. */
  readonly keyPrefix: string;
  /**
   * Runs before a byte of the body is read (the episode exists, say). What it throws is answered at
   * once, and the body is never read.
   */
  readonly precondition?: () => Promise<unknown>;
}

export interface StoredUpload {
  /** The public URL MediaStorage answers for the stored file. */
  readonly url: string;
  readonly key: string;
  readonly bytes: number;
  /** The format its bytes were sniffed as. */
  readonly format: UploadFormat;
  /** The text fields of a multipart form; empty for a raw body. */
  readonly fields: Readonly<Record<string, string>>;
}

/** Room for a multipart form's boundaries, part headers and a few text fields beside the file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
const FORM_LIMITS = { fields: 20, fieldSize: 16 * 1024, parts: 40 } as const;

interface Received {
  readonly bytes: number;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Receives one uploaded file from a request and stores it in MediaStorage, streaming: the body goes
 * to a temporary file as it arrives (never into memory whole), is checked, then copied into storage,
 * and the temporary file is removed whatever happens. The body is either the file itself (what
 * `fetch(url, { method: 'PUT', body: file })` sends) or a multipart/form-data form with the file in
 * `options.field`.
 *
 * Refusals, each a DomainError the platform's filter answers as problem+json naming the field:
 * - a Content-Length over the policy's limit: 413 before the body is read; a body that passes the
 *   limit as it streams (chunked, or a form's file): 413 at that byte;
 * - contents that are none of the policy's formats (sniffed from the bytes; the name and the declared
 *   Content-Type are ignored): 415 listing the accepted formats;
 * - no file, or an empty one: 400.
 * A refusal before the end of the body closes the connection after the answer rather than read the rest.
 *
 * The route's body must reach it unread: list the route among `useFormBodyParsers`' `streamedUploads`.
 */
export class MediaUploads {
  constructor(
    private readonly storage: MediaStorage,
    /** Where bodies are written while they arrive: on the same disk as the data, not a memory-backed /tmp. */
    readonly directory: string,
  ) {}

  async receive(request: Request, options: UploadOptions): Promise<StoredUpload> {
    if (request.readableEnded) throw new Error(`${request.method} ${request.originalUrl} reads an upload whose body was already read: list the route among the streamed uploads.`);
    const form = request.is('multipart/form-data') === 'multipart/form-data';
    try {
      await options.precondition?.();
      refuseByDeclaredLength(request, options, form);
    } catch (error) {
      leaveUnread(request);
      throw error;
    }

    await mkdir(this.directory, { recursive: true });
    const temporary = path.join(this.directory, `${randomUUID()}.upload`);
    const file = createWriteStream(temporary);
    // Until a pipeline takes the stream over (a form's file part may come later), an error opening it
    // must not go unheard: the pipeline then fails on the destroyed stream.
    file.on('error', () => undefined);
    try {
      const received = form ? await receiveForm(request, file, options) : await receiveRaw(request, file, options);
      if (received.bytes === 0) throw new EmptyUpload(options.policy, options.field, 'empty');
      const format = await sniff(temporary, options);
      const key = `${options.keyPrefix}-${randomBytes(6).toString('hex')}.${format.extension}`;
      const url = await this.storage.save(key, createReadStream(temporary));
      return { url, key, bytes: received.bytes, format, fields: received.fields };
    } catch (error) {
      leaveUnread(request);
      throw error;
    } finally {
      // Closed before removed: a write still opening the file would otherwise create it again.
      file.destroy();
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(temporary, { force: true });
    }
  }
}

function declaredLength(request: Request): number | null {
  const header = request.headers['content-length'];
  return header === undefined || request.headers['transfer-encoding'] ? null : Number(header);
}

function refuseByDeclaredLength(request: Request, { policy, field }: UploadOptions, form: boolean): void {
  const length = declaredLength(request);
  if (length === null) return;
  if (length > policy.maxBytes + (form ? FORM_OVERHEAD_BYTES : 0)) throw new UploadTooLarge(policy, field);
  if (length === 0) throw new EmptyUpload(policy, field, form ? 'missing' : 'empty');
}

/**
 * After a refusal while the body is still arriving: answer now, discard whatever else arrives, and
 * close the connection after the answer rather than read (or wait for) the rest.
 */
function leaveUnread(request: Request): void {
  if (request.readableEnded) return;
  if (request.res && !request.res.headersSent) {
    request.res.setHeader('Connection', 'close');
    lingerAfterAnswer(request);
  }
  request.unpipe();
  request.resume();
}

/** What a client still sending may send after the answer before the connection is cut (fetch stops after ~4 MB). */
export const LINGER_BYTES = 16 * MEGABYTE;
const LINGER_MS = 10_000;

/**
 * Node destroys a `Connection: close` socket once the answer is written. A client still sending its body
 * then writes to a closed socket: the reset it gets back can come before it has read the answer, and
 * fetch (undici) reports `fetch failed` instead of the 413 it was sent. So the socket half-closes
 * instead (the answer, then FIN) while the rest of the body is read and discarded, until the client
 * closes its side, LINGER_BYTES more have come or LINGER_MS have passed: only then is it destroyed.
 */
function lingerAfterAnswer(request: Request): void {
  const socket = request.socket;
  // Node's server calls destroySoon() on a socket whose answer said Connection: close.
  socket.destroySoon = () => {
    let discarded = 0;
    const cut = () => socket.destroy();
    const timer = setTimeout(cut, LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', cut);
    request.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) cut();
    });
    request.once('end', cut);
    socket.end();
  };
}

const cutOff = () => new MalformedRequest('The upload was cut off before its end.');

/** Fails `target` when the request ends early (the client went away): otherwise it would wait forever. */
function failOnAbort(request: Request, target: { destroy(error: Error): void }): () => void {
  const onClose = () => {
    if (!request.readableEnded) target.destroy(cutOff());
  };
  const onError = () => target.destroy(cutOff());
  request.once('close', onClose);
  request.once('error', onError);
  return () => {
    request.off('close', onClose);
    request.off('error', onError);
  };
}

async function receiveRaw(request: Request, file: WriteStream, { policy, field }: UploadOptions): Promise<Received> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > policy.maxBytes ? new UploadTooLarge(policy, field) : null, chunk);
    },
  });
  const release = failOnAbort(request, counter);
  try {
    // Piped rather than put in the pipeline: a refusal must not destroy the request, whose socket answers it.
    request.pipe(counter);
    await pipeline(counter, file);
    return { bytes, fields: {} };
  } finally {
    release();
  }
}

function receiveForm(request: Request, file: WriteStream, { policy, field }: UploadOptions): Promise<Received> {
  return new Promise<Received>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let written: Promise<number> | null = null;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      release();
      request.unpipe();
      outcome();
    };
    const fail = (error: unknown) => settle(() => reject(error));

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { ...FORM_LIMITS, fileSize: policy.maxBytes } });
    } catch (error) {
      reject(new MalformedRequest(`The form cannot be read: ${error instanceof Error ? error.message : String(error)}.`));
      return;
    }
    const release = failOnAbort(request, { destroy: fail });

    parser.on('file', (name: string, part: Readable) => {
      if (name !== field || written) {
        part.resume();
        return;
      }
      part.once('limit', () => fail(new UploadTooLarge(policy, field)));
      written = pipeline(part, file).then(() => file.bytesWritten);
      written.catch(fail);
    });
    parser.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    const tooManyParts = () => fail(new MalformedRequest('The form has more fields than an upload sends.'));
    parser.once('partsLimit', tooManyParts);
    parser.once('fieldsLimit', tooManyParts);
    parser.once('filesLimit', tooManyParts);
    parser.once('error', (error: Error) => fail(new MalformedRequest(`The form cannot be read: ${error.message}.`)));
    parser.once('close', () => {
      if (!written) {
        fail(new EmptyUpload(policy, field, 'missing'));
        return;
      }
      written.then((bytes) => settle(() => resolve({ bytes, fields })), fail);
    });
    request.pipe(parser);
  });
}

async function sniff(file: string, { policy, field }: UploadOptions): Promise<UploadFormat> {
  const detected = await fileTypeFromFile(file);
  const format = detected && policy.formats.find((candidate) => candidate.detectedAs.includes(detected.ext));
  if (!format) throw new UnsupportedUploadType(policy, field, detected && `${detected.ext.toUpperCase()} (${detected.mime})`);
  return format;
}
