import type { RequestHandler, Response } from 'express';
import type { ByteRange } from '../../domain/index.js';
import type { RecordAudioRequest } from '../../application/index.js';

/** The audio files podcast apps and the site's player download. */
const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)$/i;
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/;

/** What the answer served: a range and the file's size (206), or the whole file (200); null for anything else. */
function servedOf(response: Response): { range: ByteRange | null; fileSize: number | null } | null {
  if (response.statusCode === 200) {
    const length = Number(response.getHeader('Content-Length'));
    return { range: null, fileSize: Number.isFinite(length) && length > 0 ? length : null };
  }
  if (response.statusCode !== 206) return null;
  const range = CONTENT_RANGE.exec(String(response.getHeader('Content-Range') ?? ''));
  if (!range) return null;
  return { range: { start: Number(range[1]), end: Number(range[2]) }, fileSize: range[3] === '*' ? null : Number(range[3]) };
}

/**
 * Logs each audio file served under the media route for download counts (IAB rules, domain/downloads.ts).
 * Mounted ahead of the media files: it only listens for the answer's end, then hands what was served (the
 * range from Content-Range, the file size) to RecordAudioRequest, which never makes the answer wait.
 * A request whose client goes away mid-file counts as what it asked for, as in OP3's logs.
 */
export class AudioRequestLogging {
  readonly handler: RequestHandler;

  /** `enabled` is DOWNLOAD_LOGGING: off, the media route is mounted without this handler. */
  constructor(
    record: RecordAudioRequest,
    readonly enabled: boolean,
  ) {
    this.handler = (request, response, next) => {
      if (request.method === 'GET' && AUDIO_FILE.test(request.path)) {
        const audioUrl = `${request.baseUrl}${request.path}`;
        response.once('close', () => {
          const served = servedOf(response);
          if (served) record.record({ audioUrl, ...served, ip: request.ip ?? '', userAgent: request.get('User-Agent') ?? '' });
        });
      }
      next();
    };
  }
}
