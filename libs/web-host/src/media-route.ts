import type { Stats } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { Express, Request, Response } from 'express';
import send from 'send';
import { mediaDirectory } from '@harmony/platform';
import { AudioRequestLogging } from '@harmony/analytics';
import { strongFileEtag } from './file-etag.js';
import { WEB_SITE_OPTIONS, type WebSiteOptions } from './web-site.options.js';

/**
 * Media (episode audio, covers) with HTTP Range, so audio can seek without downloading it all: `send`, the file
 * server under express.static, used directly for its `stream` event. `onFileSent`, when given, is called as a
 * file starts to be sent (its status and headers set: a 200 or 206, never a 304, a 416 or a miss) — download
 * counts (AudioRequestLogging) hook in there, on send's own per-request emitter: a listener on the answer
 * (`pipe`) cost audio serving more than its own work, every event emitted on answers getting dearer with it
 * (bench/audio-download-logging.mjs).
 */
export function mountMedia(app: Express, directory: string, onFileSent?: (request: Request, response: Response) => void): void {
  const options: send.SendOptions = { root: path.resolve(directory), index: false, maxAge: '7d', acceptRanges: true, etag: false };
  app.use('/media', (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    // As express.static with fallthrough: a miss (or a folder) falls through to the routes after; once the file
    // is found, its errors are the answer's.
    let found = false;
    const file = send(request, request.path, options)
      .on('directory', () => next())
      .on('headers', setMediaHeaders)
      .on('file', () => (found = true))
      .on('error', (error: { statusCode?: number }) => (found || (error.statusCode ?? 500) >= 500 ? next(error) : next()));
    if (onFileSent) file.on('stream', () => onFileSent(request, response));
    file.pipe(response);
  });
}

function setMediaHeaders(response: Response, _file: string, stat: Stats): void {
  response.setHeader('ETag', strongFileEtag(stat));
  // Media is public: podcast players and directories on other sites fetch the audio, the transcripts and the
  // chapters (Podcasting 2.0 asks for CORS on both), and embed the covers.
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** /media: the uploaded and generated files, with download counts. */
@Injectable()
export class MediaRoute {
  constructor(
    @Inject(WEB_SITE_OPTIONS) private readonly options: WebSiteOptions,
    private readonly downloadLogging: AudioRequestLogging,
  ) {}

  mount(app: Express): void {
    // Audio requests are logged for download counts once answered (DOWNLOAD_LOGGING=false mounts the media alone).
    mountMedia(app, mediaDirectory(this.options.config), this.downloadLogging.enabled ? this.downloadLogging.fileSent : undefined);
  }
}
