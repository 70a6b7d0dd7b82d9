import { Inject, Injectable, Optional } from '@nestjs/common';
import { AudioRequests, type LoggedAudioRequest } from '../domain/index.js';
import { defaultPageViewBuffering } from './page-view-buffer.js';
import { WriteBuffer, type WriteBuffering } from './write-buffer.js';

export const AUDIO_REQUEST_BUFFERING = Symbol('AUDIO_REQUEST_BUFFERING');

/** Audio requests wait here and are written in batches, off the request path, like page views (WriteBuffer). */
@Injectable()
export class AudioRequestBuffer extends WriteBuffer<LoggedAudioRequest> {
  constructor(requests: AudioRequests, @Optional() @Inject(AUDIO_REQUEST_BUFFERING) options: WriteBuffering = defaultPageViewBuffering) {
    super('audio requests', (batch) => requests.recordAll(batch), options);
  }
}
