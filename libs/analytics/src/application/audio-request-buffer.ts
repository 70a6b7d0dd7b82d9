import { Inject, Injectable, Optional } from '@nestjs/common';
import { AudioRequestCoalescer, AudioRequests, type LoggedAudioRequest } from '../domain/index.js';
import { BufferTimers, type CancelTimer } from './buffer-timers.js';
import { defaultPageViewBuffering } from './page-view-buffer.js';
import { WriteBuffer, type WriteBuffering } from './write-buffer.js';

export const AUDIO_REQUEST_BUFFERING = Symbol('AUDIO_REQUEST_BUFFERING');

export interface AudioRequestBuffering extends WriteBuffering {
  /**
   * How long a listening's requests wait to be merged before they are written (a read of the downloads writes
   * them at once): how late another process's dashboard sees a download, and what a crash loses.
   */
  readonly mergeForMs: number;
}

export const defaultAudioRequestBuffering: AudioRequestBuffering = { ...defaultPageViewBuffering, mergeForMs: 30_000 };

/**
 * Audio requests pass through an AudioRequestCoalescer (only what can change a download count is kept, merged
 * per listener) and wait here to be written in batches, off the request path, like page views (WriteBuffer).
 */
@Injectable()
export class AudioRequestBuffer extends WriteBuffer<LoggedAudioRequest> {
  private readonly coalescer = new AudioRequestCoalescer();
  private readonly stopMerging: CancelTimer;

  constructor(requests: AudioRequests, timers: BufferTimers, @Optional() @Inject(AUDIO_REQUEST_BUFFERING) options: AudioRequestBuffering = defaultAudioRequestBuffering) {
    super('audio requests', (batch) => requests.recordAll(batch), options, timers);
    this.stopMerging = timers.every(options.mergeForMs, () => this.addAll(this.coalescer.drain()));
  }

  /** `firstMinuteBytes`: the file's first minute as counting reckons it, undefined while unknown (AudioRequestCoalescer.take). */
  log(request: LoggedAudioRequest, firstMinuteBytes: number | undefined): void {
    this.addAll(this.coalescer.take(request, firstMinuteBytes));
  }

  /**
   * Writes everything logged so far, what waits to be merged included: for a read that must see it all.
   * (`flush`, which WriteBuffer's own timer calls, writes only what is due: draining the merges there would
   * write a row per chunk again.)
   */
  flushAll(): Promise<void> {
    this.addAll(this.coalescer.drain());
    return this.flush();
  }

  override async onModuleDestroy(): Promise<void> {
    this.stopMerging();
    this.addAll(this.coalescer.drain());
    await super.onModuleDestroy();
  }

  private addAll(rows: readonly LoggedAudioRequest[]): void {
    for (const row of rows) this.add(row);
  }
}
