import { ContentChanges, type ContentChange } from '../domain/content-changes.js';

/** A ContentChanges that keeps what write use cases announce, for their tests to read back. */
export class RecordingContentChanges extends ContentChanges {
  readonly published: ContentChange[] = [];

  async publish(change: ContentChange): Promise<void> {
    this.published.push(change);
  }
}
