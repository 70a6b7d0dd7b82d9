/**
 * What the server takes as an uploaded image, an episode's cover or an article's image alike
 * (@harmony/platform's IMAGE_FORMATS, 5 MB): the file picker's filter and the words beside it.
 */
export const imageUploadAccept = 'image/jpeg,image/png,image/webp';
export const imageUploadFormats = 'JPEG, PNG or WebP, max 5MB';
