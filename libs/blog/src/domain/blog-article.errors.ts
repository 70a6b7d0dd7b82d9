import { DomainError } from '@harmony/platform/domain';

export class ArticleNotFound extends DomainError {
  readonly code = 'article-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly slug: string) {
    super(`No published article has the address "${slug}".`);
  }
}

/** The code of the InvalidInput a draft that breaks the blog's rules throws. */
export const INVALID_ARTICLE = 'invalid-article';
