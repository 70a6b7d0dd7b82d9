export { DomainError, type DomainErrorKind, type FieldError } from './domain-error.js';
