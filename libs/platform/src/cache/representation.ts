import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a read produces before the cache stores it: the body and the headers that describe it. */
export interface FreshAnswer {
  /** The status it is sent with (default 200): a not-found page is kept and sent like any page, as a 404. */
  readonly status?: number;
  readonly body: string | Buffer;
  readonly contentType: string;
  /** Cache-Control, Vary, X-Total-Count, Link… sent with every variant and with 304s. */
  readonly headers?: Readonly<Record<string, string>>;
  /** false: answer this request with it, but do not keep it (a page rendered without its data). */
  readonly cacheable?: boolean;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Header names and values in turn, the form `writeHead` takes without copying. */
export type HeaderList = readonly string[];

/** One encoding of an answer, with the exact header list it is sent with. */
export interface Variant {
  readonly body: Buffer;
  readonly headers: HeaderList;
}

/**
 * An answer kept ready to send: serialized once, compressed once per coding, with a strong ETag per
 * coding (RFC 9110 §8.8.3: a different encoding is a different representation) built on one content hash.
 */
export interface Representation {
  readonly status: number;
  readonly contentHash: string;
  readonly lastModified: number;
  readonly variants: Readonly<Partial<Record<ContentCoding, Variant>>> & { readonly identity: Variant };
  /** Headers of a 304 (RFC 9110 §15.4.5: those a 200 would carry that describe caching). */
  readonly notModifiedHeaders: Readonly<Record<ContentCoding, HeaderList>>;
  /** Bytes held, for the cache's size bound. */
  readonly size: number;
}

// Below this, compression costs more than the bytes it saves (the same threshold the middleware had).
const COMPRESSION_THRESHOLD = 1024;
// Already compressed by their format: brotli at quality 11 spends seconds on a large PNG to save nothing.
const COMPRESSED_FORMATS = /^(image\/(png|jpeg|gif|webp|avif)|audio\/|video\/|application\/(zip|gzip))/;

/** Serializes, hashes and compresses an answer: the work a read would otherwise do for every request. */
export async function buildRepresentation(fresh: FreshAnswer, now: number): Promise<Representation> {
  const identity = typeof fresh.body === 'string' ? Buffer.from(fresh.body, 'utf8') : fresh.body;
  const contentHash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  // HTTP dates have whole seconds: If-Modified-Since compares at that precision.
  const lastModified = Math.floor(now / 1000) * 1000;
  const lastModifiedText = new Date(lastModified).toUTCString();
  const compress = identity.length >= COMPRESSION_THRESHOLD && !COMPRESSED_FORMATS.test(fresh.contentType);
  const [br, gz] = compress
    ? await Promise.all([
        brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
        gzipAsync(identity, { level: 9 }),
      ])
    : [undefined, undefined];

  const described = Object.entries(fresh.headers ?? {});
  const vary = fresh.headers?.Vary ?? fresh.headers?.vary;
  const varyHeader: [string, string] = ['Vary', vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding'];
  const caching = (coding: ContentCoding): [string, string][] => [
    ['ETag', `"${contentHash}${coding === 'identity' ? '' : `-${coding}`}"`],
    ['Last-Modified', lastModifiedText],
    varyHeader,
    ...described.filter(([name]) => name.toLowerCase() !== 'vary'),
  ];
  const variant = (coding: ContentCoding, body: Buffer): Variant => ({
    body,
    headers: [['Content-Type', fresh.contentType], ['Content-Length', String(body.length)], ...(coding === 'identity' ? [] : [['Content-Encoding', coding] as [string, string]]), ...caching(coding)].flat(),
  });
  const variants = { identity: variant('identity', identity), ...(br ? { br: variant('br', br) } : {}), ...(gz ? { gzip: variant('gzip', gz) } : {}) };
  return {
    status: fresh.status ?? 200,
    contentHash,
    lastModified,
    variants,
    notModifiedHeaders: { identity: caching('identity').flat(), br: caching('br').flat(), gzip: caching('gzip').flat() },
    size: identity.length + (br?.length ?? 0) + (gz?.length ?? 0) + 512,
  };
}
