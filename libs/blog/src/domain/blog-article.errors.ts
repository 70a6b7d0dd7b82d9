import { DomainError } from '@harmony/platform/domain';

/** No article by that key: a slug for the public reads (which see public articles only), an id for the manager (which sees all). */
export class ArticleNotFound extends DomainError {
  readonly code = 'article-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly key: string | number) {
    super(typeof key === 'number' ? `Article ${key} was not found.` : `No published article has the address "${key}".`);
  }
}

/** Slugs are unique: two articles never share an address. Reported on the slug field, for the form to show. */
export class ArticleSlugTaken extends DomainError {
  readonly code = 'article-slug-taken';
  readonly kind = 'conflict' as const;

  constructor(readonly slug: string) {
    super(`Another article already has the address "${slug}".`, [{ field: 'slug', message: `Another article already has the address "${slug}". Choose another slug.` }]);
  }
}

/** The code of the InvalidInput a draft that breaks the blog's rules throws. */
export const INVALID_ARTICLE = 'invalid-article';

/** The site has no legal page of that kind (its pages are the route manifest's `legalPageKinds`). */
export class LegalPageNotFound extends DomainError {
  readonly code = 'legal-page-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly pageKind: string) {
    super(`The site has no legal page "${pageKind}": its legal pages are privacy and terms.`);
  }
}
