import { DomainError, type FieldError } from '@harmony/platform/domain';

export class EpisodeNotFound extends DomainError {
  readonly code = 'episode-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly episodeId: number) {
    super(`Episode ${episodeId} was not found.`);
  }
}

export class InvalidEpisode extends DomainError {
  readonly code = 'invalid-episode';
  readonly kind = 'invalid-input' as const;

  constructor(problems: readonly FieldError[]) {
    super(problems.map((problem) => problem.message).join(' '), problems);
  }
}
