import { DomainError } from '@harmony/platform/domain';

export class EpisodeNotFound extends DomainError {
  readonly code = 'episode-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly episodeId: number) {
    super(`Episode ${episodeId} was not found.`);
  }
}

/** The code of the InvalidInput a draft that breaks the catalogue's rules throws. */
export const INVALID_EPISODE = 'invalid-episode';
