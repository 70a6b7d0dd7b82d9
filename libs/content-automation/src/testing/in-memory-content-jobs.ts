import { ContentJobs, type ContentJob, type ProcessEpisodeAudioRequest, type PublishPostRequest } from '../application/index.js';
import { ContentProcessingUnavailable } from '../domain/index.js';

/**
 * The context's jobs kept in memory and never run: a test reads what was queued (and runs a job's use
 * case itself). Like the queue adapter, asking again for the same run, the same publication time or the
 * same render adds nothing; `unavailable` makes every call fail as a queue that does not answer does.
 */
export class InMemoryContentJobs extends ContentJobs {
  readonly runs = new Map<string, ProcessEpisodeAudioRequest>();
  readonly publications: { readonly postId: number; readonly at: Date }[] = [];
  readonly renders: { readonly mediaId: number; readonly renders: number }[] = [];
  readonly postPublications: (PublishPostRequest & { readonly delayMs: number })[] = [];
  unavailable = false;

  override async canStartRuns(): Promise<boolean> {
    return !this.unavailable;
  }

  override async startRun(request: ProcessEpisodeAudioRequest): Promise<ContentJob> {
    this.answer();
    const id = `content-run-${request.runId}`;
    if (!this.runs.has(id)) this.runs.set(id, request);
    return (await this.findRun(id))!;
  }

  override async findRun(jobId: string): Promise<ContentJob | null> {
    this.answer();
    return this.runs.has(jobId) ? { id: jobId, state: 'queued', progress: 0, step: 'Waiting for a worker', attemptsMade: 0, maxAttempts: 3, result: null, error: null } : null;
  }

  override async schedulePublication(postId: number, at: Date): Promise<void> {
    this.answer();
    if (!this.publications.some((queued) => queued.postId === postId && queued.at.getTime() === at.getTime())) this.publications.push({ postId, at });
  }

  override async publishPost(request: PublishPostRequest, delayMs = 0): Promise<void> {
    this.answer();
    if (!this.postPublications.some((queued) => queued.postId === request.postId && queued.tries === request.tries)) this.postPublications.push({ ...request, delayMs });
  }

  override async renderMedium(mediaId: number, renders: number): Promise<void> {
    this.answer();
    if (!this.renders.some((queued) => queued.mediaId === mediaId && queued.renders === renders)) this.renders.push({ mediaId, renders });
  }

  override async uploadsOfKeptRuns(): Promise<string[]> {
    this.answer();
    return [...this.runs.values()].map(({ audioUrl }) => audioUrl);
  }

  private answer(): void {
    if (this.unavailable) throw new ContentProcessingUnavailable();
  }
}
