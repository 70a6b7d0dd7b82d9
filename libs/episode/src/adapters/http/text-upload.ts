import type { Request } from 'express';
import { EmptyUpload, FORM_OVERHEAD_BYTES, MalformedRequest, UnsupportedUploadType, UploadTooLarge, type UploadPolicy } from '@harmony/platform';

export interface TextUploadOptions {
  /** Its `what` and `maxBytes` word the refusals; its formats' media types are the Content-Types accepted. */
  readonly policy: UploadPolicy;
  /** The form field holding the file in a multipart/form-data body; every refusal names it. */
  readonly field: string;
  /** Content-Types accepted besides the formats' own: what browsers and tools send for a text file. */
  readonly alsoAccepted: readonly string[];
}

/**
 * Reads a small text file sent as the body (`fetch(url, {method: 'PUT', body: file})`) or in a
 * multipart form's `field`, into memory, refusing past `policy.maxBytes` (from Content-Length before a
 * byte is read, else at that byte). MediaUploads streams large binary files to disk and sniffs their
 * magic bytes; a transcript or a chapters file is text, a few MB at most, checked by parsing it, so it
 * is read here instead. The route must be among `useFormBodyParsers`' `streamedUploads`, as uploads are.
 */
export async function receiveText(request: Request, { policy, field, alsoAccepted }: TextUploadOptions): Promise<string> {
  const contentType = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const form = contentType === 'multipart/form-data';
  const accepted = form || contentType === '' || [...policy.formats.map((format) => format.mimeType), ...alsoAccepted].includes(contentType);
  const limit = policy.maxBytes + (form ? FORM_OVERHEAD_BYTES : 0);
  const declared = request.headers['content-length'] === undefined || request.headers['transfer-encoding'] ? null : Number(request.headers['content-length']);
  if (!accepted || (declared !== null && declared > limit)) {
    leaveUnread(request);
    throw accepted ? new UploadTooLarge(policy, field) : new UnsupportedUploadType(policy, field, contentType);
  }

  const body = await readAtMost(request, limit, () => new UploadTooLarge(policy, field));
  if (!form) return utf8(body, policy, field);
  // Node's fetch Response parses a buffered multipart body: no streaming parser is needed for a few MB.
  const parsed = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData().catch(() => {
    throw new MalformedRequest('The multipart form could not be read.');
  });
  const part = parsed.get(field);
  if (part === null) throw new EmptyUpload(policy, field, 'missing');
  const bytes = typeof part === 'string' ? Buffer.from(part) : Buffer.from(await part.arrayBuffer());
  if (bytes.length > policy.maxBytes) throw new UploadTooLarge(policy, field);
  return utf8(bytes, policy, field);
}

function utf8(bytes: Buffer, policy: UploadPolicy, field: string): string {
  if (bytes.length === 0) throw new EmptyUpload(policy, field, 'empty');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const message = `The ${policy.what} is not UTF-8 text: save it as UTF-8 and upload it again.`;
    throw new MalformedRequest(message, [{ field, message }]);
  }
}

function readAtMost(request: Request, limit: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const finish = (outcome: () => void) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        finish(() => reject(tooLarge()));
        leaveUnread(request);
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks)));
    const onError = () => finish(() => reject(new MalformedRequest('The upload was cut off before its end.')));
    const onClose = () => {
      if (!request.readableEnded) onError();
    };
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** After a refusal: answer now, discard the rest, and close the connection after the answer (as MediaUploads does). */
function leaveUnread(request: Request): void {
  if (request.readableEnded) return;
  if (request.res && !request.res.headersSent) request.res.setHeader('Connection', 'close');
  request.resume();
}
