export { MediaUploads, FORM_OVERHEAD_BYTES, type StoredUpload, type UploadOptions } from './media-uploads.js';
export { EmptyUpload, UnsupportedUploadType, UploadTooLarge } from './upload.errors.js';
export {
  AUDIO_FORMATS,
  IMAGE_FORMATS,
  MEGABYTE,
  audioUploadPolicy,
  coverImageUploadPolicy,
  formatNames,
  imageUploadPolicy,
  mediaTypeOf,
  sizeText,
  type UploadFormat,
  type UploadPolicy,
} from './upload-policy.js';
