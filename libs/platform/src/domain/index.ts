export { DomainError, type DomainErrorKind, type FieldError } from './domain-error.js';
export { FieldChecks, InvalidInput } from './invalid-input.js';
export { everyPage, firstPage, pageLimits, pageOf, type Page, type PageRequest } from './page.js';
export { ContentChanges, collectionTag, itemTag, type ContentChange } from './content-changes.js';
