import { DomainError, type FieldError } from '@harmony/platform/domain';

export class ArticleNotFound extends DomainError {
  readonly code = 'article-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly slug: string) {
    super(`No published article has the address "${slug}".`);
  }
}

export class InvalidArticle extends DomainError {
  readonly code = 'invalid-article';
  readonly kind = 'invalid-input' as const;

  constructor(problems: readonly FieldError[]) {
    super(problems.map((problem) => problem.message).join(' '), problems);
  }
}
