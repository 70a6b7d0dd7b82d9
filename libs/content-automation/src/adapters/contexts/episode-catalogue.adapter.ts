import { Injectable } from '@nestjs/common';
import { EpisodeNotFound, EpisodeTranscriptAndChapters, formatDuration, GetManagedEpisode, ListManagedEpisodes, UpdateEpisode } from '@harmony/episode';
import { EpisodeCatalogue, type EpisodeFacts, type EpisodeName, type TranscriptSegment } from '../../application/index.js';

/** The episode context, through its public API (its exported use cases), as the pipeline needs it. */
@Injectable()
export class EpisodeContextCatalogue extends EpisodeCatalogue {
  constructor(
    private readonly getEpisode: GetManagedEpisode,
    private readonly updateEpisode: UpdateEpisode,
    private readonly transcripts: EpisodeTranscriptAndChapters,
    private readonly listEpisodes: ListManagedEpisodes,
  ) {
    super();
  }

  async namesOf(episodeIds: readonly number[]): Promise<EpisodeName[]> {
    if (!episodeIds.length) return [];
    // The owner's list, filtered to these ids: one page holds them all.
    const { items } = await this.listEpisodes.execute({ limit: episodeIds.length, offset: 0 }, { ids: episodeIds });
    return items.map(({ id, number, title }) => ({ id, number, title }));
  }

  async find(episodeId: number): Promise<EpisodeFacts | null> {
    try {
      const episode = await this.getEpisode.execute(episodeId);
      return { id: episode.id, number: episode.number, title: episode.title, description: episode.description, imageUrl: episode.imageUrl };
    } catch (error) {
      if (error instanceof EpisodeNotFound) return null;
      throw error;
    }
  }

  async recordDuration(episodeId: number, durationSeconds: number): Promise<void> {
    // An episode shorter than a second still lasts "0:01" on its page.
    await this.updateEpisode.execute(episodeId, { duration: formatDuration(Math.max(1, Math.round(durationSeconds))) });
  }

  recordTranscript(episodeId: number, cues: readonly TranscriptSegment[]): Promise<boolean> {
    return this.transcripts.recordMachineTranscript(episodeId, cues);
  }
}
