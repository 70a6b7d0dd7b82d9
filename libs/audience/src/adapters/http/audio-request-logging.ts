import type { Request, Response } from 'express';
import { clientAddress } from '@harmony/platform';
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
 * The media route calls `observe` ahead of serving the file (in its own layer: a layer of its own cost audio
 * serving a few µs a chunk, bench/audio-download-logging.mjs); it only listens for the answer's end, then
 * hands what was served (the range from Content-Range, the file size) to RecordAudioRequest, which never
 * makes the answer wait. A request whose client goes away mid-file counts as what it asked for, as in OP3's logs.
 */
export class AudioRequestLogging {
  /** Given a request under the media route (`baseUrl` /media), before the file is served. */
  readonly observe: (request: Request, response: Response) => void;

  /** `enabled` is DOWNLOAD_LOGGING: off, the media route is mounted without `observe`. */
  constructor(
    record: RecordAudioRequest,
    readonly enabled: boolean,
  ) {
    this.observe = (request, response) => {
      if (request.method !== 'GET') return;
      const query = request.url.indexOf('?');
      const path = query === -1 ? request.url : request.url.slice(0, query);
      if (!AUDIO_FILE.test(path)) return;
      // `on`, not `once`: an answer closes once, and once's wrapper costs a chunk an allocation more.
      response.on('close', () => {
        const served = servedOf(response);
        if (served) record.record({ audioUrl: `${request.baseUrl}${path}`, ...served, ip: clientAddress(request), userAgent: request.headers['user-agent'] ?? '' });
      });
    };
  }
}
