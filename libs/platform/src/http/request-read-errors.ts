/** What body-parser (and Express's router) attach to the errors they pass on; Nest keeps it as the cause. */
interface FrameworkErrorFields {
  readonly type?: unknown;
  readonly limit?: unknown;
  readonly charset?: unknown;
  readonly encoding?: unknown;
  readonly code?: unknown;
  readonly body?: unknown;
}

const kilobytes = (bytes: unknown): string => (typeof bytes === 'number' ? `${Math.round(bytes / 1024)} KB` : 'the size');

/**
 * A sentence a person understands for an error met while reading a request, or undefined when it is
 * not one. body-parser's own messages are terse ("request entity too large", "Bad Request" for a
 * body that claims gzip but is not).
 */
export function describeRequestReadError(cause: unknown): string | undefined {
  if (cause instanceof URIError) return 'The address has a broken percent-encoding: a % must be followed by two hexadecimal digits.';
  if (!(cause instanceof Error)) return undefined;
  const fields = cause as Error & FrameworkErrorFields;
  switch (fields.type) {
    case 'entity.parse.failed':
      // The JSON parser is strict: a bare value ("null", "42") is refused with a message about its first token.
      return typeof fields.body === 'string' && !/^\s*[[{]/.test(fields.body)
        ? 'The request body must be a JSON object.'
        : `The request body is not valid JSON (${cause.message}).`;
    case 'entity.too.large':
      return `The request body is larger than the ${kilobytes(fields.limit)} a form may send.`;
    case 'charset.unsupported':
      return `The request body's character set (${String(fields.charset)}) is not supported: send UTF-8.`;
    case 'encoding.unsupported':
      return `The request body's Content-Encoding (${String(fields.encoding)}) is not supported: send it uncompressed, or as gzip, deflate or br.`;
    case 'parameters.too.many':
      return 'The form has more fields than any form here sends.';
    case 'request.size.invalid':
      return 'The request body is not as long as its Content-Length header says.';
    case 'request.aborted':
      return 'The request body was cut off before its end.';
    default:
      // zlib's codes: the body says it is compressed but does not decompress.
      return typeof fields.code === 'string' && fields.code.startsWith('Z_') ? 'The request body could not be decompressed as its Content-Encoding says.' : undefined;
  }
}
