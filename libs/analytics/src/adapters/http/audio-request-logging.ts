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
 * The media route calls `fileSent` as it starts to send a file (status and headers set, only for a 200 or
 * 206 of a GET: never a HEAD, a 304, a 416 or a miss); it hands what is served (the range from Content-Range,
 * the file size) to RecordAudioRequest, which never makes the answer wait. A request whose client goes away
 * mid-file counts as what it asked for, as in OP3's logs.
 */
export class AudioRequestLogging {
  /** Given a request under the media route (`baseUrl` /media) as its file starts to be sent. */
  readonly fileSent: (request: Request, response: Response) => void;

  /** `enabled` is DOWNLOAD_LOGGING: off, the media route is mounted without `fileSent`. */
  constructor(
    record: RecordAudioRequest,
    readonly enabled: boolean,
  ) {
    this.fileSent = (request, response) => {
      // Read now, the status and headers are still in the processor's caches; at the answer's close, after
      // the chunk was sent, they cost several times more to read again.
      if (!AUDIO_FILE.test(pathOf(request))) return;
      const served = servedAudioOf(request, response);
      if (served) record.record(served);
    };
  }
}
