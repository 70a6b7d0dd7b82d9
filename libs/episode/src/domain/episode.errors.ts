import { DomainError } from '@harmony/platform/domain';

export class EpisodeNotFound extends DomainError {
  readonly code = 'episode-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly episodeId: number) {
    super(`Episode ${episodeId} was not found.`);
  }
}

/** Episode numbers are unique: "EP 12" names one episode. Reported on the number field, for the form to show. */
export class EpisodeNumberTaken extends DomainError {
  readonly code = 'episode-number-taken';
  readonly kind = 'conflict' as const;

  constructor(readonly episodeNumber: number) {
    const message = `Episode ${episodeNumber} already exists: choose another number.`;
    super(message, [{ field: 'number', message }]);
  }
}

/** The code of the InvalidInput a draft that breaks the catalogue's rules throws. */
export const INVALID_EPISODE = 'invalid-episode';
