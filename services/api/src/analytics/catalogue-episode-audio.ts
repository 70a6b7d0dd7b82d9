import { Injectable } from '@nestjs/common';
import { durationSeconds, EpisodeAudioCatalogue, type EpisodeAudio } from '@harmony/audience';
import { ListAllEpisodes } from '@harmony/episode';

/**
 * The public episodes' audio files for download counts, from the episode context's exported use case
 * (audience imports no other context). Episodes keep no bitrate: the first minute's bytes come from the
 * served file's size over the episode's duration.
 */
@Injectable()
export class CatalogueEpisodeAudio extends EpisodeAudioCatalogue {
  constructor(private readonly listAllEpisodes: ListAllEpisodes) {
    super();
  }

  async episodeAudio(): Promise<EpisodeAudio[]> {
    return (await this.listAllEpisodes.execute()).map((episode) => ({
      episodeId: episode.id,
      title: episode.title,
      audioUrl: episode.audioUrl,
      durationSeconds: durationSeconds(episode.duration),
    }));
  }
}
