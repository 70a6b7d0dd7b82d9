import { EpisodeCatalogue, type EpisodeFacts, type EpisodeName, type TranscriptSegment } from '../application/index.js';

/** The episode context as the pipeline sees it, over the episodes given; it records what was read and written. */
export class InMemoryEpisodeCatalogue extends EpisodeCatalogue {
  /** The durations recorded, in order. */
  readonly durations: number[] = [];
  /** The transcripts stored, in order (the first of each episode only: the owner's is never replaced). */
  readonly transcripts: (readonly TranscriptSegment[])[] = [];
  /** Each `namesOf` read: a list is named in one. */
  readonly nameReads: (readonly number[])[] = [];
  private readonly transcribed = new Set<number>();

  constructor(private readonly episodes: readonly EpisodeFacts[] = []) {
    super();
  }

  override async find(episodeId: number): Promise<EpisodeFacts | null> {
    return this.episodes.find((episode) => episode.id === episodeId) ?? null;
  }

  override async namesOf(episodeIds: readonly number[]): Promise<EpisodeName[]> {
    this.nameReads.push(episodeIds);
    return this.episodes.filter((episode) => episodeIds.includes(episode.id)).map(({ id, number, title }) => ({ id, number, title }));
  }

  override async recordDuration(_episodeId: number, durationSeconds: number): Promise<void> {
    this.durations.push(durationSeconds);
  }

  override async recordTranscript(episodeId: number, cues: readonly TranscriptSegment[]): Promise<boolean> {
    if (this.transcribed.has(episodeId) || !this.episodes.some((episode) => episode.id === episodeId)) return false;
    this.transcribed.add(episodeId);
    this.transcripts.push(cues);
    return true;
  }
}
