import { Injectable } from '@nestjs/common';
import { ListAllEpisodes } from '@harmony/episode';
import { EpisodeAudioCatalogue } from '../../application/index.js';
import { durationSeconds, type EpisodeAudio } from '../../domain/index.js';

/**
 * The public episodes' audio files for download counts, from the episode context's exported use case.
 * Episodes keep no bitrate: the first minute's bytes come from the served file's size over the episode's duration.
 */
@Injectable()
export class EpisodeContextAudio extends EpisodeAudioCatalogue {
  constructor(private readonly listAllEpisodes: ListAllEpisodes) {
    super();
  }

  async episodeAudio(): Promise<EpisodeAudio[]> {
    return (await this.listAllEpisodes.execute()).map((episode) => ({
      episodeId: episode.id,
      title: episode.title,
      audioUrl: episode.audioUrl,
      durationSeconds: durationSeconds(episode.duration),
      publishedAt: episode.publishedAt,
    }));
  }
}
