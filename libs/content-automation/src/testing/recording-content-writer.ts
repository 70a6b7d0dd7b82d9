import { ContentWriter, type Cancellable, type WrittenEpisodeContent, type WrittenSocialPost } from '../application/index.js';
import type { PortCall } from './port-call.js';
import { aWrittenEpisodeContent } from './written-episode-content.mother.js';

/** Writes `written` for any episode, recording each call in `calls`; more posts are not its business (the pipeline asks none). */
export class RecordingContentWriter extends ContentWriter {
  constructor(
    private readonly calls: PortCall[],
    private readonly written: WrittenEpisodeContent = aWrittenEpisodeContent(),
  ) {
    super();
  }

  override async writeEpisodeContent(_brief: unknown, { signal }: Cancellable = {}): Promise<WrittenEpisodeContent> {
    this.calls.push({ what: 'write', signal });
    return this.written;
  }

  override writeSocialPosts(): Promise<WrittenSocialPost[]> {
    throw new Error('RecordingContentWriter writes an episode’s content only');
  }
}
