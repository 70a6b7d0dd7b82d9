import { MediaRenderer, type Cancellable } from '../application/index.js';
import type { PortCall } from './port-call.js';

/**
 * Renders nothing, recording each render in `calls` ('quote card', 'reel', 'thumbnail', 'video'):
 * `failing` makes a render fail with its message, as ffmpeg's do; `stopWhenAborted` makes one wait for
 * the job's signal, as a long ffmpeg run does.
 */
export class RecordingMediaRenderer extends MediaRenderer {
  stopWhenAborted: string | undefined;
  readonly failing = new Map<string, string>();

  constructor(private readonly calls: PortCall[]) {
    super();
  }

  override renderVideoPodcast(input: Cancellable): Promise<void> {
    return this.render('video', input);
  }

  override renderQuoteCard(input: Cancellable): Promise<void> {
    return this.render('quote card', input);
  }

  override renderReel(input: Cancellable): Promise<void> {
    return this.render('reel', input);
  }

  override renderThumbnail(input: Cancellable): Promise<void> {
    return this.render('thumbnail', input);
  }

  private async render(what: string, { signal }: Cancellable): Promise<void> {
    this.calls.push({ what, signal });
    const failure = this.failing.get(what);
    if (failure) throw new Error(failure);
    if (what === this.stopWhenAborted) {
      await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error(`${what} stopped`))));
    }
  }
}
