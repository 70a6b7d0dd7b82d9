import { DomainError } from '../domain/domain-error.js';
import { formatNames, sizeText, type UploadPolicy } from './upload-policy.js';

// Every upload error names the form field the file was chosen in, so the form shows it there.

const withArticle = (what: string): string => `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;

/** Larger than its policy allows: refused as soon as that is known (from Content-Length, or at the limit). */
export class UploadTooLarge extends DomainError {
  readonly code = 'upload-too-large';
  readonly kind = 'too-large' as const;

  constructor(policy: UploadPolicy, field: string) {
    const message = `The ${policy.what} is larger than the ${sizeText(policy.maxBytes)} allowed.`;
    super(message, [{ field, message }]);
  }
}

/** Bytes that are none of the policy's formats, whatever the file's name or declared type says. */
export class UnsupportedUploadType extends DomainError {
  readonly code = 'unsupported-media-type';
  readonly kind = 'unsupported-type' as const;

  /** `detected`: what the bytes are instead ("PDF (application/pdf)"), when the sniffer knows. */
  constructor(policy: UploadPolicy, field: string, detected?: string) {
    const what = withArticle(policy.what);
    const message = `${detected ? `This file's content is ${detected}, not ${what}` : `This file is not ${what}`} in an accepted format. Accepted formats: ${formatNames(policy.formats)}.`;
    super(message, [{ field, message }]);
  }
}

/** No file, or a file of no bytes. */
export class EmptyUpload extends DomainError {
  readonly code = 'empty-upload';
  readonly kind = 'invalid-input' as const;

  constructor(policy: UploadPolicy, field: string, reason: 'empty' | 'missing') {
    const message = reason === 'empty' ? `The ${policy.what} is empty: choose the file again.` : `No ${policy.what} was sent in the form's "${field}" field.`;
    super(message, [{ field, message }]);
  }
}
