import { Injectable } from '@nestjs/common';
import { ListEpisodes, type PublicEpisode } from '@harmony/episode';
import { EpisodeHighlights, type HighlightedEpisode } from '../../application/index.js';

/** How many of the newest episodes the welcome looks through for a featured one. */
const TOP_CANDIDATES = 50;

const highlighted = ({ id, number, title, descriptionHtml }: PublicEpisode): HighlightedEpisode => ({ id, number, title, description: descriptionHtml });

/** The sequence's episodes from the episode context's exported use case: only public ones, read when the mail is written. */
@Injectable()
export class EpisodeContextHighlights extends EpisodeHighlights {
  constructor(private readonly listEpisodes: ListEpisodes) {
    super();
  }

  async top(): Promise<HighlightedEpisode | null> {
    const { items } = await this.listEpisodes.execute({ limit: TOP_CANDIDATES, offset: 0 });
    const top = items.find((episode) => episode.featured) ?? items[0];
    return top ? highlighted(top) : null;
  }

  async picks(count: number): Promise<HighlightedEpisode[]> {
    const { items } = await this.listEpisodes.execute({ limit: count, offset: 0 });
    return items.map(highlighted);
  }
}
