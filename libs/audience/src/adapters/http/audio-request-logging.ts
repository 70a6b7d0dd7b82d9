import type { Request, Response } from 'express';
import { clientAddress } from '@harmony/platform';
import type { ByteRange } from '../../domain/index.js';
import type { RecordAudioRequest, ServedAudio } from '../../application/index.js';

/** The audio files podcast apps and the site's player download. */
const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)$/i;
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/;

/** The media route's own path (`/media/…`): the original URL, as it is when it has no query. */
function pathOf(request: Request): string {
  const query = request.originalUrl.indexOf('?');
  return query === -1 ? request.originalUrl : request.originalUrl.slice(0, query);
}

/** What the answer served (a range and the file's size for a 206, the whole file for a 200); null for anything else. */
function servedAudioOf(request: Request, response: Response): ServedAudio | null {
  let range: ByteRange | null = null;
  let fileSize: number | null;
  if (response.statusCode === 200) {
    const length = Number(response.getHeader('Content-Length'));
    fileSize = Number.isFinite(length) && length > 0 ? length : null;
  } else if (response.statusCode === 206) {
    const contentRange = CONTENT_RANGE.exec(String(response.getHeader('Content-Range') ?? ''));
    if (!contentRange) return null;
    range = { start: Number(contentRange[1]), end: Number(contentRange[2]) };
    fileSize = contentRange[3] === '*' ? null : Number(contentRange[3]);
  } else return null;
  return { audioUrl: pathOf(request), range, fileSize, ip: clientAddress(request), userAgent: request.headers['user-agent'] ?? '' };
}

/**
 * Logs each audio file served under the media route for download counts (IAB rules, domain/downloads.ts).
 * The media route calls `observe` ahead of serving the file (in its own layer: a layer of its own cost audio
 * serving a few µs a chunk, bench/audio-download-logging.mjs); it only listens for the file to be piped into
 * the answer, then hands what is served (the range from Content-Range, the file size) to RecordAudioRequest,
 * which never makes the answer wait. A request whose client goes away mid-file counts as what it asked for,
 * as in OP3's logs.
 */
export class AudioRequestLogging {
  /** Given a request under the media route (`baseUrl` /media), before the file is served. */
  readonly observe: (request: Request, response: Response) => void;

  /** `enabled` is DOWNLOAD_LOGGING: off, the media route is mounted without `observe`. */
  constructor(
    record: RecordAudioRequest,
    readonly enabled: boolean,
  ) {
    // One listener for every answer (its `this`), not a closure a chunk.
    const logServedFile = function (this: Response): void {
      const served = servedAudioOf(this.req, this);
      if (served) record.record(served);
    };
    this.observe = (request, response) => {
      // The static file server pipes the file into the answer once its status and headers are set, and only
      // for a 200 or 206 (not a 304, a 416 or a miss). Read then, they are still in the processor's caches;
      // at the answer's close, after the chunk was sent, they cost several times more to read again.
      // `on`, not `once`: a file is piped once, and once's wrapper costs a chunk an allocation more.
      if (request.method === 'GET' && AUDIO_FILE.test(pathOf(request))) response.on('pipe', logServedFile);
    };
  }
}
