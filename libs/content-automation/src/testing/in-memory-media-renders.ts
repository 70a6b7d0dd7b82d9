import { MEDIA_KINDS, MediaRenders, type MediaRender, type MediaRenderDraft } from '../domain/index.js';

const renderOrder = (medium: MediaRender) => MEDIA_KINDS.indexOf(medium.kind);

/** The media renders in memory, with the conditional moves PostgreSQL makes; filled by `InMemoryGeneratedContent` as a run is stored. */
export class InMemoryMediaRenders extends MediaRenders {
  private readonly byId = new Map<number, MediaRender>();
  private lastId = 0;

  /** Stores a run's media, `rendering`, as the run's transaction does. */
  addRun(runId: string, episodeId: number, media: readonly MediaRenderDraft[]): void {
    for (const medium of media) {
      const id = (this.lastId += 1);
      this.byId.set(id, { ...medium, id, runId, episodeId, status: 'rendering', failureReason: null, renders: 1 });
    }
  }

  /** For tests: the run's medium of one kind. */
  of(runId: string, kind: MediaRender['kind']): MediaRender {
    const medium = [...this.byId.values()].find((candidate) => candidate.runId === runId && candidate.kind === kind);
    if (!medium) throw new Error(`Run ${runId} has no ${kind}.`);
    return { ...medium };
  }

  override async findById(id: number): Promise<MediaRender | null> {
    const medium = this.byId.get(id);
    return medium ? { ...medium } : null;
  }

  override async ofRun(runId: string): Promise<MediaRender[]> {
    return [...this.byId.values()].filter((medium) => medium.runId === runId).sort((a, b) => renderOrder(a) - renderOrder(b));
  }

  override async atUrls(urls: readonly string[]): Promise<MediaRender[]> {
    return [...this.byId.values()].filter((medium) => urls.includes(medium.url));
  }

  override async audioUrls(): Promise<string[]> {
    return [...new Set([...this.byId.values()].map((medium) => medium.audioUrl))];
  }

  override async markReady(id: number): Promise<boolean> {
    return this.move(id, 'rendering', { status: 'ready', failureReason: null });
  }

  override async markFailed(id: number, reason: string): Promise<boolean> {
    return this.move(id, 'rendering', { status: 'failed', failureReason: reason });
  }

  override async renderAgain(id: number): Promise<MediaRender | null> {
    const renders = (this.byId.get(id)?.renders ?? 0) + 1;
    return this.move(id, 'failed', { status: 'rendering', failureReason: null, renders }) ? this.findById(id) : null;
  }

  private move(id: number, from: MediaRender['status'], to: Partial<MediaRender>): boolean {
    const medium = this.byId.get(id);
    if (medium?.status !== from) return false;
    this.byId.set(id, { ...medium, ...to });
    return true;
  }
}
